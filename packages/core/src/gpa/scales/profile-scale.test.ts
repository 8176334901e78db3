import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { semester, semestersArb, subject } from '../arbitraries';
import { GRADE_OPTIONS } from '../grades';
import { cgpaToPercentage } from '../percentage';
import type { Semester, Subject } from '../model';
import type { GradeScale } from './grade-scale';
import { ANNA_R2021 } from './presets/anna-r2021';
import { GTU } from './presets/gtu';
import { KTU_2019 } from './presets/ktu-2019';
import { VTU_2022 } from './presets/vtu-2022';
import {
  DEFAULT_SCALE,
  carriedGrade,
  changeScale,
  fitsScale,
  gradeOf,
  namedGrade,
  profileNumbers,
  resolveScale,
  scaleChoiceOf,
  storedGrade,
  subjectStandings,
} from './profile-scale';
import { gradeByCode } from './scale-gpa';
import { scaleAndSemesters, scaleArb } from './test-profiles';
import { pooledGpa } from './test-subjects';

/** A subject holding the scale's grade `code`, stored as the form stores it. */
function graded(scale: GradeScale, code: string, credit: number, id: string, retakeOf?: string) {
  const value: Subject = {
    id,
    subjectName: id,
    credit,
    ...storedGrade(scale, gradeByCode(scale, code)!),
  };
  return retakeOf === undefined ? value : { ...value, retakeOf };
}

describe('SPEC’s scale, the default', () => {
  it('has exactly the subject form’s grades', () => {
    expect(DEFAULT_SCALE.grades.map(({ label, points }) => ({ label, value: points }))).toEqual(
      GRADE_OPTIONS,
    );
  });

  it('is the scale of a profile without one, and is stored as none', () => {
    expect(resolveScale(undefined)).toBe(DEFAULT_SCALE);
    expect(scaleChoiceOf(DEFAULT_SCALE, false)).toBeUndefined();
    expect(scaleChoiceOf(VTU_2022, false)).toEqual({ preset: 'vtu-2022' });
    expect(scaleChoiceOf(VTU_2022, true)).toEqual({ custom: VTU_2022 });
    expect(resolveScale({ preset: 'vtu-2022' })).toBe(VTU_2022);
    expect(resolveScale({ preset: 'no-such-scale' })).toBeNull();
  });

  it('gives every profile saved before scales exactly the GPAs, trend and percentage it had', () => {
    fc.assert(
      fc.property(semestersArb, (semesters) => {
        const numbers = profileNumbers(DEFAULT_SCALE, semesters);
        const today = pooledGpa(semesters);
        expect(numbers.cgpa).toBe(today);
        expect(numbers.sgpas).toEqual(semesters.map((item) => pooledGpa([item])));
        expect(numbers.trend).toEqual(
          semesters.map((_, index) => pooledGpa(semesters.slice(0, index + 1))),
        );
        const card = today === null ? null : cgpaToPercentage(Number(today), 'cbse');
        expect(numbers.percentage?.text ?? null).toBe(
          card && 'percentage' in card ? card.percentage : null,
        );
      }),
    );
  });

  it('stores E, F and G with their codes, and names a 0 saved before scales as nothing', () => {
    for (const code of ['E', 'F', 'G']) {
      const grade = gradeByCode(DEFAULT_SCALE, code)!;
      expect(storedGrade(DEFAULT_SCALE, grade)).toEqual({ grade: 0, gradeCode: code });
      expect(namedGrade(DEFAULT_SCALE, { grade: 0, gradeCode: code })).toBe(grade);
    }
    expect(storedGrade(DEFAULT_SCALE, gradeByCode(DEFAULT_SCALE, 'A+')!)).toEqual({ grade: 9 });
    expect(namedGrade(DEFAULT_SCALE, { grade: 9 })?.code).toBe('A+');
    // Before scales the form stored E, F and G all as 0: it counts as E (they count the same).
    expect(namedGrade(DEFAULT_SCALE, { grade: 0 })).toBeNull();
    expect(gradeOf(DEFAULT_SCALE, { grade: 0 })?.code).toBe('E');
    expect(fitsScale(DEFAULT_SCALE, { grade: 0, gradeCode: 'F' })).toBe(true);
    expect(fitsScale(DEFAULT_SCALE, { grade: 9, gradeCode: 'F' })).toBe(false);
    expect(fitsScale(DEFAULT_SCALE, { grade: 8.5 })).toBe(false);
    expect(fitsScale(DEFAULT_SCALE, { grade: 3 })).toBe(false);
  });
});

describe('attempts of one subject', () => {
  // VTU: F fails; Maths (4 credits) failed in semester 1, cleared with B in semester 2.
  const failed = graded(VTU_2022, 'F', 4, 'maths-1');
  const cleared = graded(VTU_2022, 'B', 4, 'maths-2', 'maths-1');
  const physics = graded(VTU_2022, 'O', 4, 'physics');
  const semesters: Semester[] = [semester('1', [failed, physics]), semester('2', [cleared])];

  it('count once, with the grade of the attempt that cleared it', () => {
    const numbers = profileNumbers(VTU_2022, semesters);
    // Semester 1's marksheet counts the F; the CGPA counts Maths once, as B: (10×4 + 6×4) / 8.
    expect(numbers.sgpas).toEqual(['5.00', '6.00']);
    expect(numbers.cgpa).toBe('8.00');
    expect(numbers.trend).toEqual(['5.00', '8.00']);
    expect(numbers.backlogs).toEqual({ active: 0, cleared: 1 });
  });

  it('show where each attempt stands, the earlier one kept but not counted', () => {
    const standings = subjectStandings(VTU_2022, semesters);
    expect(standings.get('maths-1')).toEqual({
      retakenBy: 'maths-2',
      backlog: 'cleared',
      counted: false,
    });
    expect(standings.get('maths-2')).toEqual({
      retakenBy: null,
      backlog: 'cleared',
      counted: true,
    });
    expect(standings.get('physics')).toEqual({ retakenBy: null, backlog: 'none', counted: true });
  });

  it('leave a backlog active until an attempt clears it', () => {
    const again = graded(VTU_2022, 'F', 4, 'maths-2', 'maths-1');
    const numbers = profileNumbers(VTU_2022, [
      semester('1', [failed, physics]),
      semester('2', [again]),
    ]);
    expect(numbers.backlogs).toEqual({ active: 1, cleared: 0 });
    // The latest attempt counts while none has cleared it: (10×4 + 0×4) / 8.
    expect(numbers.cgpa).toBe('5.00');
  });

  it('ignore a link that does not name an earlier semester’s subject, or one already retaken', () => {
    const sameSemester = graded(VTU_2022, 'B', 4, 'x', 'maths-1');
    const dangling = graded(VTU_2022, 'B', 4, 'y', 'deleted');
    const second = graded(VTU_2022, 'A', 4, 'z', 'maths-1');
    const list = [
      semester('1', [failed, sameSemester]),
      semester('2', [cleared, dangling, second]),
    ];
    const standings = subjectStandings(VTU_2022, list);
    expect(standings.get('maths-1')?.retakenBy).toBe('maths-2');
    for (const id of ['x', 'y', 'z']) expect(standings.get(id)?.retakenBy).toBeNull();
    // Every subject still counts: none is hidden by a broken link.
    expect(profileNumbers(VTU_2022, list).cgpa).toBe('6.50');
  });

  it('on Anna University, leave an uncleared arrear out and count it once cleared', () => {
    const arrear = graded(ANNA_R2021, 'RA', 3, 'a-1');
    const high = graded(ANNA_R2021, 'O', 3, 'b');
    expect(profileNumbers(ANNA_R2021, [semester('1', [arrear, high])]).cgpa).toBe('10.00');
    const pass = graded(ANNA_R2021, 'B', 3, 'a-2', 'a-1');
    const later = profileNumbers(ANNA_R2021, [
      semester('1', [arrear, high]),
      semester('2', [pass]),
    ]);
    expect(later.cgpa).toBe('8.00');
    // A distinction needs no history of arrears: 8.5 would not do it here anyway, but the class
    // names the first band the student qualifies for.
    expect(later.classification).toBe('First Class');
  });
});

describe('changing scale', () => {
  it('carries a grade by code, then points, then the best not above it, a fail staying a fail', () => {
    // The marksheet's A is KTU's A, 8.5, not the B+ that has SPEC's 8 points.
    expect(carriedGrade(KTU_2019, gradeByCode(DEFAULT_SCALE, 'A')!)).toMatchObject({
      code: 'A',
      points: 8.5,
    });
    // VTU has a B+ of 7: KTU's B+ (8) stays a B+.
    expect(carriedGrade(VTU_2022, gradeByCode(KTU_2019, 'B+')!)).toMatchObject({
      code: 'B+',
      points: 7,
    });
    // SPEC's E (Reappear) is a counted fail that stands until retaken; KTU has no E: by points and
    // meaning, its FE (temporary too) rather than its F, so that changing back gives E again.
    expect(carriedGrade(KTU_2019, gradeByCode(DEFAULT_SCALE, 'E')!).code).toBe('FE');
    expect(carriedGrade(DEFAULT_SCALE, gradeByCode(KTU_2019, 'FE')!).code).toBe('E');
    expect(carriedGrade(KTU_2019, gradeByCode(DEFAULT_SCALE, 'O')!).code).toBe('O');
    expect(carriedGrade(GTU, gradeByCode(KTU_2019, 'A')!).code).toBe('BB');
    expect(carriedGrade(GTU, gradeByCode(DEFAULT_SCALE, 'G')!).code).toBe('FF');
    expect(carriedGrade(DEFAULT_SCALE, gradeByCode(GTU, 'DD')!).code).toBe('D');
  });

  it('keeps every subject and lists the grades that change', () => {
    const before = [
      semester('1', [subject(9, 4, 'a'), subject(8, 3, 'b')], 'Semester 1'),
      semester('2', [{ ...subject(0, 2, 'c'), gradeCode: 'F', retakeOf: 'x' }], 'Semester 2'),
    ];
    const { semesters, changes } = changeScale(DEFAULT_SCALE, GTU, before);
    expect(semesters.map((item) => item.subjects.map((one) => one.id))).toEqual([
      ['a', 'b'],
      ['c'],
    ]);
    expect(semesters[1]!.subjects[0]).toEqual({
      id: 'c',
      subjectName: 'Subject c',
      grade: 0,
      credit: 2,
      retakeOf: 'x',
    });
    expect(
      changes.map((change) => `${change.subjectName}: ${change.from.code} → ${change.to.code}`),
    ).toEqual(['Subject a: A+ → AB', 'Subject b: A → BB', 'Subject c: F → FF']);
    for (const item of semesters.flatMap((one) => one.subjects)) {
      expect(fitsScale(GTU, item)).toBe(true);
    }
  });

  it('changing scale and back restores every grade and every number', () => {
    fc.assert(
      fc.property(scaleAndSemesters, scaleArb, ({ scale: from, semesters: before }, to) => {
        const there = changeScale(from, to, before);
        const back = changeScale(to, from, there.semesters).semesters;
        const subjects = (list: Semester[]) => list.flatMap((item) => item.subjects);
        subjects(back).forEach((subject, index) => {
          const original = subjects(before)[index]!;
          const [was, is] = [gradeOf(from, original)!, gradeOf(from, subject)!];
          expect([is.code, is.points]).toEqual([was.code, was.points]);
          if (namedGrade(from, original) !== null) expect(subject).toEqual(original);
        });
        expect(profileNumbers(from, back)).toEqual(profileNumbers(from, before));
      }),
    );
  });

  it("changes SPEC's E, F and G to Anna University's RA and back to E, F and G", () => {
    const before = [
      semester(
        '1',
        ['E', 'F', 'G'].map((code) => ({
          ...graded(DEFAULT_SCALE, code, 3, code),
          subjectName: code,
        })),
      ),
    ];
    const { semesters, changes } = changeScale(DEFAULT_SCALE, ANNA_R2021, before);
    expect(changes.map((change) => [change.from.code, change.to.code, change.remembered])).toEqual([
      ['E', 'RA', false],
      ['F', 'RA', true],
      ['G', 'RA', true],
    ]);
    expect(semesters[0]!.subjects.map((subject) => subject.gradeBefore)).toEqual([
      undefined,
      '0/F',
      '0/G',
    ]);
    const back = changeScale(ANNA_R2021, DEFAULT_SCALE, semesters);
    expect(back.semesters).toEqual(before);
    expect(back.changes.map((change) => change.to.code)).toEqual(['E', 'F', 'G']);
  });

  it('back to the same scale changes nothing', () => {
    fc.assert(
      fc.property(semestersArb, (semesters) => {
        expect(changeScale(DEFAULT_SCALE, DEFAULT_SCALE, semesters)).toEqual({
          semesters,
          changes: [],
        });
      }),
    );
  });
});
