import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditArb } from './arbitraries';
import { limitTexts } from './limit-texts';
import type { Profile, Semester, Subject } from './model';
import { applyProfileEdit } from './profiles';
import type { GradeScale } from './scales/grade-scale';
import { ANNA_R2021 } from './scales/presets/anna-r2021';
import { GTU } from './scales/presets/gtu';
import { VTU_2022 } from './scales/presets/vtu-2022';
import { leavesBacklog } from './scales/attempts';
import { DEFAULT_SCALE, gradeOf, profileNumbers, storedGrade } from './scales/profile-scale';
import { gradeByCode } from './scales/scale-gpa';
import { viewTexts } from './scales/view-texts';
import type { WhatIf, WhatIfChange } from './what-if';
import { whatIfTexts } from './what-if-mode-texts';
import {
  applyWhatIf,
  clearChange,
  clearingGrades,
  compareWhatIf,
  sgpaRefusal,
  whatIfEdits,
  withChange,
  withoutChange,
} from './what-if';

/** A subject holding the scale's grade `code`, stored as the form stores it. */
function graded(scale: GradeScale, id: string, code: string, credit: number, more = {}): Subject {
  return { id, subjectName: id, credit, ...storedGrade(scale, gradeByCode(scale, code)!), ...more };
}

const semester = (id: string, subjects: Subject[]): Semester => ({ id, name: id, subjects });

const profileOf = (semesters: Semester[]): Profile => ({
  id: 'p',
  name: 'Mine',
  semesters,
  isDefault: true,
  userId: null,
  createdAt: 1,
  updatedAt: 1,
});

/** What Keep saves: the edits applied as every store applies them. */
function kept(scale: GradeScale, semesters: Semester[], whatIf: WhatIf): Semester[] {
  const scaled = scale === DEFAULT_SCALE ? {} : { scale: { preset: scale.id } };
  const profile = { ...profileOf(semesters), ...scaled };
  return whatIfEdits(scale, semesters, whatIf).edits.reduce(
    (result, edit) => applyProfileEdit(result, edit, 2),
    profile,
  ).semesters;
}

// Anna University: an arrear stays out of the CGPA until cleared; a distinction needs no arrears.
const anna = [
  semester('S1', [graded(ANNA_R2021, 'maths', 'O', 4), graded(ANNA_R2021, 'physics', 'RA', 3)]),
  semester('S2', [graded(ANNA_R2021, 'chemistry', 'A+', 4)]),
];

describe('a what-if over a profile', () => {
  it('changes a grade: CGPA, percentage and class move, the saved semesters do not', () => {
    const whatIf = withChange(ANNA_R2021, anna, [], {
      kind: 'grade',
      subjectId: 'chemistry',
      grade: 'C',
    });
    const result = applyWhatIf(ANNA_R2021, anna, whatIf);
    expect(result.numbers.cgpa).toBe('7.50'); // (10 × 4 + 5 × 4) / 8; the arrear left out
    expect(compareWhatIf(ANNA_R2021, profileNumbers(ANNA_R2021, anna), result.numbers)).toEqual([
      { label: 'CGPA', before: '9.50', after: '7.50', changed: true },
      { label: 'Percentage', before: '95.00%', after: '75.00%', changed: true },
      // 9.50 would be a distinction but for the arrear.
      { label: 'Class', before: 'First Class', after: 'First Class', changed: false },
      {
        label: 'Backlogs',
        before: '1 active, 0 cleared',
        after: '1 active, 0 cleared',
        changed: false,
      },
    ]);
    expect(anna[1]!.subjects[0]!.gradeCode).toBeUndefined();
    expect(anna[1]!.subjects[0]!.grade).toBe(9);
  });

  it('clears a backlog with a grade in the last semester, counted by the scale’s attempt rules', () => {
    const clear = clearChange(ANNA_R2021, anna, [], {
      subjectId: 'physics',
      grade: 'B',
      attemptId: 'physics-2',
      newSemesterId: 'new',
    });
    expect(clear).toEqual({
      ok: true,
      change: {
        kind: 'clear',
        subjectId: 'physics',
        grade: 'B',
        attemptId: 'physics-2',
        semester: { id: 'S2', name: 'S2' },
      },
    });
    const whatIf = [(clear as { change: WhatIfChange }).change];
    const { numbers, semesters } = applyWhatIf(ANNA_R2021, anna, whatIf);
    expect(numbers.cgpa).toBe('8.55'); // (40 + 18 + 36) / 11 = 8.545...: the cleared arrear counts now
    expect(numbers.backlogs).toEqual({ active: 0, cleared: 1 });
    expect(numbers.classification).toBe('First Class');
    expect(semesters[1]!.subjects[1]).toEqual({
      id: 'physics-2',
      subjectName: 'physics',
      credit: 3,
      grade: 6,
      retakeOf: 'physics',
    });
    expect(whatIfEdits(ANNA_R2021, anna, whatIf)).toEqual({
      edits: [{ type: 'addSubject', semesterId: 'S2', subject: semesters[1]!.subjects[1] }],
      unkept: [],
    });
  });

  it('clears a backlog of the last semester in one new semester, shared by every such backlog', () => {
    const last = [
      ...anna,
      semester('S3', [graded(ANNA_R2021, 'a', 'RA', 2), graded(ANNA_R2021, 'b', 'SA', 2)]),
    ];
    const ids = (subjectId: string) => ({
      subjectId,
      grade: 'O',
      attemptId: `${subjectId}-2`,
      newSemesterId: `new-for-${subjectId}`,
    });
    const first = clearChange(ANNA_R2021, last, [], ids('a'));
    if (!first.ok) throw new Error(first.message);
    const second = clearChange(ANNA_R2021, last, [first.change], ids('b'));
    if (!second.ok) throw new Error(second.message);
    const whatIf = [first.change, second.change];
    const { edits } = whatIfEdits(ANNA_R2021, last, whatIf);
    expect(edits.map((edit) => edit.type)).toEqual(['addSemester', 'addSubject', 'addSubject']);
    expect(edits[0]).toEqual({
      type: 'addSemester',
      semester: { id: 'new-for-a', name: 'Semester 4', subjects: [] },
    });
    expect(applyWhatIf(ANNA_R2021, last, whatIf).semesters.at(-1)!.subjects).toHaveLength(2);
  });

  it('tries a semester’s SGPA: its subjects count SGPA × their credits; it cannot be kept', () => {
    const semesters = [
      semester('S1', [graded(VTU_2022, 'x', 'O', 4), graded(VTU_2022, 'y', 'A', 2)]),
      semester('S2', [graded(VTU_2022, 'z', 'A', 4)]),
    ];
    const change: WhatIfChange = { kind: 'sgpa', semesterId: 'S1', sgpa: '7.25' };
    const whatIf = withChange(VTU_2022, semesters, [], change);
    const { numbers } = applyWhatIf(VTU_2022, semesters, whatIf);
    expect(numbers.sgpas).toEqual(['7.25', '8.00']);
    expect(numbers.cgpa).toBe('7.55'); // (7.25 × 6 + 8 × 4) / 10
    expect(whatIfEdits(VTU_2022, semesters, whatIf)).toEqual({ edits: [], unkept: [change] });
  });

  it('tries the SGPA of a semester entered from its grade card, and keeps it as the new entry', () => {
    const semesters: Semester[] = [
      { id: 'Q', name: 'Semester 1', subjects: [], entered: { sgpa: 7, credits: 20 } },
      semester('S2', [graded(VTU_2022, 'z', 'A', 4)]),
    ];
    const change: WhatIfChange = { kind: 'sgpa', semesterId: 'Q', sgpa: '8.5' };
    const whatIf = withChange(VTU_2022, semesters, [], change);
    const { numbers } = applyWhatIf(VTU_2022, semesters, whatIf);
    expect(numbers.sgpas).toEqual(['8.50', '8.00']);
    expect(numbers.cgpa).toBe('8.42'); // (8.5 × 20 + 8 × 4) / 24 = 8.4166…
    expect(whatIfEdits(VTU_2022, semesters, whatIf)).toEqual({
      edits: [{ type: 'setSemesterEntry', semesterId: 'Q', entered: { sgpa: 8.5, credits: 20 } }],
      unkept: [],
    });
  });

  it('keeps one change per subject and semester; an SGPA and a grade of its subject replace each other', () => {
    const sgpa: WhatIfChange = { kind: 'sgpa', semesterId: 'S1', sgpa: '8' };
    const grade: WhatIfChange = { kind: 'grade', subjectId: 'maths', grade: 'A' };
    const other: WhatIfChange = { kind: 'grade', subjectId: 'chemistry', grade: 'A' };
    expect(withChange(ANNA_R2021, anna, [sgpa, other], grade)).toEqual([other, grade]);
    expect(withChange(ANNA_R2021, anna, [grade, other], sgpa)).toEqual([other, sgpa]);
    const again = { ...other, grade: 'B' };
    expect(withChange(ANNA_R2021, anna, [other], again)).toEqual([again]);
    // The grade the subject holds is no change.
    expect(withChange(ANNA_R2021, anna, [other], { ...other, grade: 'A+' })).toEqual([]);
    expect(withoutChange([sgpa, other], { ...other, grade: 'C' })).toEqual([sgpa]);
  });

  it('refuses an SGPA outside the scale or for a semester without graded credits', () => {
    // The rule of a quick semester's SGPA: what a grade card prints.
    const message = 'SGPA must be from 0 to 10, with at most 2 decimals';
    for (const text of ['', 'abc', '-1', '10.01', '1e1', '8.125', 'NaN']) {
      expect(sgpaRefusal(ANNA_R2021, anna[0]!, text)).toBe(message);
    }
    expect(sgpaRefusal(ANNA_R2021, anna[0]!, ' 8.5 ')).toBeNull();
    expect(sgpaRefusal(ANNA_R2021, semester('S9', []), '8')).toBe(
      'S9 has no graded credits to give an SGPA',
    );
  });

  it('says its refusals in the element’s words, a semester the product named in them too', () => {
    const words = {
      texts: { ...whatIfTexts.en, noCredits: (name: string) => `«${name}» sans crédits notés` },
      limits: {
        ...limitTexts.en,
        sgpaRange: (max: string) => `SGPA de 0 à ${max}`,
        tooManySems: (most: string) => `${most} semestres au plus`,
      },
      view: { ...viewTexts.en, semesterN: (number: string) => `Semestre ${number}` },
    };
    expect(sgpaRefusal(ANNA_R2021, anna[0]!, '11', words)).toBe('SGPA de 0 à 10');
    const named = (name: string): Semester => ({ id: 'x', name, subjects: [] });
    expect(sgpaRefusal(ANNA_R2021, named('Semester 3'), '8', words)).toBe(
      '«Semestre 3» sans crédits notés',
    );
    // A name the student typed is theirs, in any language.
    expect(sgpaRefusal(ANNA_R2021, named('Summer term'), '8', words)).toBe(
      '«Summer term» sans crédits notés',
    );
    const full = [
      ...Array.from({ length: 49 }, (_, index) => semester(`E${index}`, [])),
      semester('S50', [graded(ANNA_R2021, 'a', 'RA', 2)]),
    ];
    const clearing = { subjectId: 'a', grade: 'O', attemptId: 'a-2', newSemesterId: 'new' };
    expect(clearChange(ANNA_R2021, full, [], clearing, words.limits)).toEqual({
      ok: false,
      message: '50 semestres au plus',
    });
    expect(clearChange(ANNA_R2021, full, [], clearing)).toEqual({
      ok: false,
      message: 'A profile can have at most 50 semesters',
    });
  });

  it('offers the grades that clear a backlog', () => {
    const codes = clearingGrades(ANNA_R2021).map(({ code }) => code);
    expect(codes.join(' ')).toBe('O A+ A B+ B C');
  });

  it('drops what names a subject that is gone, and a clearing of a backlog retaken since', () => {
    const whatIf: WhatIf = [
      { kind: 'grade', subjectId: 'gone', grade: 'O' },
      {
        kind: 'clear',
        subjectId: 'physics',
        grade: 'O',
        attemptId: 'p2',
        semester: { id: 'S2', name: 'S2' },
      },
    ];
    const retaken = [
      anna[0]!,
      semester('S2', [graded(ANNA_R2021, 'p1', 'RA', 3, { retakeOf: 'physics' })]),
    ];
    expect(whatIfEdits(ANNA_R2021, retaken, whatIf).edits).toEqual([]);
    expect(applyWhatIf(ANNA_R2021, retaken, whatIf).semesters).toEqual(retaken);
  });
});

// --- Properties ---------------------------------------------------------------------------------------

const SCALES = [DEFAULT_SCALE, ANNA_R2021, VTU_2022, GTU];

/** A scale with semesters of its own grades, failed ones and later attempts among them. */
const profileArb = fc.constantFrom(...SCALES).chain((scale) =>
  fc
    .array(
      fc.array(fc.record({ grade: fc.constantFrom(...scale.grades), credit: creditArb }), {
        maxLength: 5,
      }),
      { maxLength: 4 },
    )
    .map((list) => ({
      scale,
      semesters: list.map((subjects, s): Semester => {
        // A semester of one subject is entered from its grade card instead, now and then.
        const only = subjects.length === 1 ? subjects[0]! : null;
        if (only && only.credit > 0 && s % 2 === 1) {
          return {
            ...semester(`S${s + 1}`, []),
            entered: { sgpa: only.grade.points, credits: only.credit },
          };
        }
        return semester(
          `S${s + 1}`,
          subjects.map(({ grade, credit }, n) =>
            graded(scale, `s${s + 1}-${n}`, grade.code, credit),
          ),
        );
      }),
    })),
);

/** Raw picks, turned into changes of the profile's own subjects and semesters. */
const picksArb = fc.array(
  fc.record({
    kind: fc.constantFrom('grade', 'sgpa', 'clear'),
    index: fc.nat(),
    grade: fc.nat(),
    sgpa: fc.integer({ min: 0, max: 1000 }),
  }),
  { maxLength: 6 },
);

function whatIfOf(
  scale: GradeScale,
  semesters: Semester[],
  raw: { kind: string; index: number; grade: number; sgpa: number }[],
): WhatIf {
  const subjects = semesters.flatMap((each) => each.subjects);
  let whatIf: WhatIfChange[] = [];
  raw.forEach((pick, n) => {
    if (pick.kind === 'sgpa' && semesters.length > 0) {
      const target = semesters[pick.index % semesters.length]!;
      const sgpa = String(pick.sgpa / 100);
      if (sgpaRefusal(scale, target, sgpa) !== null) return;
      whatIf = withChange(scale, semesters, whatIf, {
        kind: 'sgpa',
        semesterId: target.id,
        sgpa,
      });
    } else {
      // A clearing is of a backlog: a failed or temporary grade.
      const candidates =
        pick.kind === 'clear'
          ? subjects.filter((subject) => leavesBacklog(gradeOf(scale, subject)!))
          : subjects;
      if (candidates.length === 0) return;
      const subject = candidates[pick.index % candidates.length]!;
      const grades = pick.kind === 'clear' ? clearingGrades(scale) : scale.grades;
      const grade = grades[pick.grade % grades.length]!.code;
      if (pick.kind === 'grade') {
        whatIf = withChange(scale, semesters, whatIf, {
          kind: 'grade',
          subjectId: subject.id,
          grade,
        });
        return;
      }
      const clear = clearChange(scale, semesters, whatIf, {
        subjectId: subject.id,
        grade,
        attemptId: `attempt-${n}`,
        newSemesterId: `new-${n}`,
      });
      if (clear.ok) whatIf = withChange(scale, semesters, whatIf, clear.change);
    }
  });
  return whatIf;
}

describe('what-if properties', () => {
  it('an empty what-if changes nothing', () => {
    fc.assert(
      fc.property(profileArb, ({ scale, semesters }) => {
        const result = applyWhatIf(scale, semesters, []);
        expect(result.semesters).toEqual(semesters);
        expect(result.scale).toBe(scale);
        expect(result.numbers).toEqual(profileNumbers(scale, semesters));
        expect(whatIfEdits(scale, semesters, [])).toEqual({ edits: [], unkept: [] });
        const numbers = profileNumbers(scale, semesters);
        expect(compareWhatIf(scale, numbers, numbers).some(({ changed }) => changed)).toBe(false);
      }),
    );
  });

  it('keeping, then working the numbers out again, gives the what-if’s semesters and numbers', () => {
    fc.assert(
      fc.property(profileArb, picksArb, ({ scale, semesters }, picks) => {
        const whatIf = whatIfOf(scale, semesters, picks).filter((change) => change.kind !== 'sgpa');
        const result = applyWhatIf(scale, semesters, whatIf);
        const saved = kept(scale, semesters, whatIf);
        expect(saved).toEqual(result.semesters);
        expect(profileNumbers(scale, saved)).toEqual(result.numbers);
      }),
    );
  });

  it('discarding leaves the profile byte-identical', () => {
    fc.assert(
      fc.property(profileArb, picksArb, ({ scale, semesters }, picks) => {
        const before = JSON.stringify(semesters);
        const whatIf = whatIfOf(scale, semesters, picks);
        const result = applyWhatIf(scale, semesters, whatIf);
        whatIfEdits(scale, semesters, whatIf);
        compareWhatIf(scale, profileNumbers(scale, semesters), result.numbers);
        expect(JSON.stringify(semesters)).toBe(before);
      }),
    );
  });

  it('a semester’s SGPA tried is the SGPA it shows', () => {
    fc.assert(
      fc.property(profileArb, picksArb, ({ scale, semesters }, picks) => {
        const whatIf = whatIfOf(scale, semesters, picks);
        const { numbers, semesters: tried } = applyWhatIf(scale, semesters, whatIf);
        for (const change of whatIf) {
          if (change.kind !== 'sgpa') continue;
          const index = tried.findIndex(({ id }) => id === change.semesterId);
          const attempts = whatIf.some(
            (other) => other.kind === 'clear' && other.semester.id === change.semesterId,
          );
          const capped = Math.min(Number(change.sgpa), scale.gpaCap ?? Infinity);
          if (!attempts)
            expect(Number(numbers.sgpas[index])).toBeCloseTo(capped, scale.rounding.places);
        }
      }),
    );
  });
});
