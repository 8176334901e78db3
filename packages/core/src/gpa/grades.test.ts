import { describe, expect, it } from 'vitest';
import {
  CREDIT_MAX,
  CREDIT_MIN,
  CREDIT_STEP,
  GRADE_OPTIONS,
  GRADE_POINTS,
  GRADE_REFERENCE,
  isCreditAmount,
  isValidCredit,
} from './grades';

/** The rows both tables share, as 'label=points'. */
const SHARED_ROWS = ['O=10', 'A+=9', 'A=8', 'B+=7', 'B=6', 'C=5'];

describe('grade scale', () => {
  it('offers the form options of SPEC §5 in order', () => {
    expect(GRADE_OPTIONS.map(({ label, value }) => `${label}=${value}`)).toEqual([
      ...SHARED_ROWS,
      'D=4',
      'E (Reappear)=0',
      'F (Fail)=0',
      'G (Backlog)=0',
    ]);
  });

  it('lists the reference table of the info popup', () => {
    expect(GRADE_REFERENCE.map(({ grade, points }) => `${grade}=${points}`)).toEqual([
      ...SHARED_ROWS,
      'P=4',
      'F=0',
      'G=0',
      'E=0',
      'I=0',
    ]);
    const meaning = (grade: string) => GRADE_REFERENCE.find((row) => row.grade === grade)?.meaning;
    expect(['O', 'P', 'F', 'G', 'E', 'I'].map(meaning)).toEqual([
      'Outstanding',
      'Pass',
      'Fail',
      'Backlog',
      'Reappear',
      'Incomplete',
    ]);
  });

  it('allows the grade points of both tables and nothing else', () => {
    expect(GRADE_POINTS).toEqual([0, 4, 5, 6, 7, 8, 9, 10]);
    for (const row of GRADE_REFERENCE) expect(GRADE_POINTS).toContain(row.points);
    for (const value of [1, 3, 9.5, 11, -1, Number.NaN, '9', null]) {
      expect(GRADE_POINTS).not.toContain(value);
    }
  });

  it('allows credits from 0 to 30 in steps of 0.5', () => {
    expect([CREDIT_MIN, CREDIT_STEP, CREDIT_MAX]).toEqual([0, 0.5, 30]);
    for (const credit of [0, 0.5, 3, 4.5, 30]) expect(isValidCredit(credit)).toBe(true);
    for (const credit of [-0.5, 0.25, 0.1, 30.5, 1e300, Infinity, Number.NaN, '3', null]) {
      expect(isValidCredit(credit)).toBe(false);
    }
  });

  it('reads stored credits above the maximum, which predate it, as amounts', () => {
    for (const credit of [0, 30, 30.5, 1e6]) expect(isCreditAmount(credit)).toBe(true);
    for (const credit of [-0.5, 0.25, Infinity, Number.NaN, '3']) {
      expect(isCreditAmount(credit)).toBe(false);
    }
  });
});
