import { describe, expect, it } from 'vitest';
import { semester, subject } from './arbitraries';
import {
  MAX_SEMESTERS,
  MAX_SUBJECTS,
  TOO_MANY_SEMESTERS_MESSAGE,
  TOO_MANY_SUBJECTS_MESSAGE,
  addSemesterRefusal,
  addSubjectRefusal,
  cleanName,
} from './limits';

const semesters = (count: number, subjectsEach = 0) =>
  Array.from({ length: count }, (_, index) =>
    semester(
      `s${index}`,
      Array.from({ length: subjectsEach }, (_, position) => subject(9, 1, `${index}-${position}`)),
    ),
  );

describe('cleanName', () => {
  it('turns control characters into one space and trims the ends', () => {
    expect(cleanName('  Lab\t\tWork\r\n')).toBe('Lab Work');
    expect(cleanName('\u0000A\u007fB\u0085')).toBe('A B');
    expect(cleanName('गणित | Maths')).toBe('गणित | Maths');
    expect(cleanName('\t\n ')).toBe('');
  });
});

describe('adding past a limit', () => {
  it('is refused with a message saying the limit', () => {
    expect(addSemesterRefusal(semesters(MAX_SEMESTERS - 1))).toBeNull();
    expect(addSemesterRefusal(semesters(MAX_SEMESTERS))).toBe(TOO_MANY_SEMESTERS_MESSAGE);
    expect(TOO_MANY_SEMESTERS_MESSAGE).toBe('A profile can have at most 50 semesters');
    expect(addSubjectRefusal(semesters(10, MAX_SUBJECTS / 10 - 1))).toBeNull();
    expect(addSubjectRefusal(semesters(10, MAX_SUBJECTS / 10))).toBe(TOO_MANY_SUBJECTS_MESSAGE);
    expect(TOO_MANY_SUBJECTS_MESSAGE).toBe('A profile can have at most 500 subjects');
  });
});
