import { describe, expect, it } from 'vitest';
import { rational } from '../rational';
import { dayOfIso } from './calendar';
import type { AttendanceSheet, AttendanceSubject } from './sheet';
import { DEFAULT_RULES, blankSheet, blankSubject } from './sheet';
import type { SubjectOutcome } from './sheet-outcome';
import { MAX_CLASSES, sheetOutcome } from './sheet-outcome';
import type { AttendanceProblem, SectionProblem } from './problems';
import { sectionMessage } from './section-texts';
import { attendanceTexts, standingSentences } from './texts';

// A problem as its field's message says it: a card's, or a section's.
const say = (problem: AttendanceProblem | SectionProblem) =>
  sectionMessage(problem, attendanceTexts.en);

const TODAY = dayOfIso('2026-11-28')!;

const subject = (fields: Partial<AttendanceSubject>): AttendanceSubject => ({
  ...blankSubject('Physics'),
  ...fields,
});

const sheet = (
  subjects: Partial<AttendanceSubject>[],
  rules: Partial<AttendanceSheet['rules']> = {},
  semester: Partial<AttendanceSheet['semester']> = {},
): AttendanceSheet => ({
  rules: { ...DEFAULT_RULES, ...rules },
  semester: { ...blankSheet().semester, ...semester },
  subjects: subjects.map(subject),
});

const first = (outcome: ReturnType<typeof sheetOutcome>): SubjectOutcome => {
  if (outcome.kind !== 'subjects') throw new Error(JSON.stringify(outcome));
  return outcome.subjects[0]!;
};
const standing = (outcome: ReturnType<typeof sheetOutcome>) => {
  const one = first(outcome);
  if (one.kind !== 'standing') throw new Error(JSON.stringify(one));
  return one.standing;
};

describe('sheetOutcome: one subject now', () => {
  it('waits for both counts', () => {
    expect(first(sheetOutcome(sheet([{ held: '40' }]), TODAY))).toEqual({ kind: 'blank' });
  });

  it('says what is wrong with a count, on its field, never NaN', () => {
    // The outcome, its problem said as the field's message shows it.
    const message = (fields: Partial<AttendanceSubject>) => {
      const one = first(sheetOutcome(sheet([fields]), TODAY));
      return one.kind === 'invalid'
        ? { kind: one.kind, field: one.field, message: say(one.problem) }
        : one;
    };
    expect(message({ held: '40', attended: '41' })).toEqual({
      kind: 'invalid',
      field: 'attended',
      message: 'Classes attended (41) cannot be more than classes held (40).',
    });
    expect(message({ held: '-4', attended: '1' })).toMatchObject({
      field: 'held',
      message: 'Classes held cannot be negative.',
    });
    expect(message({ held: '40.5', attended: '1' })).toMatchObject({
      message: 'Classes held must be a whole number of classes, as 40.',
    });
    expect(message({ held: '40.0', attended: '1' }).kind).toBe('standing');
    expect(message({ held: 'forty', attended: '1' })).toMatchObject({ message: /not a number/ });
    expect(message({ held: 'NaN', attended: '1' })).toMatchObject({ message: /not a number/ });
    expect(message({ held: `${MAX_CLASSES + 1}`, attended: '1' })).toMatchObject({
      message: /at most 9999/,
    });
  });

  it('answers safe, short and never, with the sentences the card shows', () => {
    const safe = standing(sheetOutcome(sheet([{ held: '40', attended: '36' }]), TODAY));
    expect([safe.state, safe.canMiss, standingSentences(safe)]).toEqual([
      'safe',
      8,
      ['You may miss the next 8 classes in a row and stay at 75% or above.'],
    ]);
    const short = standing(sheetOutcome(sheet([{ held: '40', attended: '28' }]), TODAY));
    expect([short.state, short.mustAttend, standingSentences(short)]).toEqual([
      'reachable',
      8,
      ['Attend the next 8 classes in a row to reach 75%.'],
    ]);
    const never = standing(
      sheetOutcome(sheet([{ held: '40', attended: '39' }], { required: '100' }), TODAY),
    );
    expect(never.state).toBe('unreachable');
  });

  it('takes 74.99 % as short and 75 % as enough, or 74.5 % when the college rounds', () => {
    const at = (held: string, attended: string, rounding: 'exact' | 'whole' = 'exact') =>
      standing(sheetOutcome(sheet([{ held, attended }], { rounding }), TODAY)).state;
    expect([
      at('9999', '7499'),
      at('40', '30'),
      at('200', '149'),
      at('200', '149', 'whole'),
    ]).toEqual(['reachable', 'safe', 'reachable', 'safe']);
  });
});

describe('sheetOutcome: the college rules', () => {
  it('counts leave as attended up to the limit, and not past the classes held', () => {
    const rules = { leaveLimit: '3' };
    const counted = standing(
      sheetOutcome(sheet([{ held: '40', attended: '26', leave: '5' }], rules), TODAY),
    );
    expect([counted.counted, counted.leaveCounted, counted.mustAttend]).toEqual([29, 3, 4]);
    expect(
      first(sheetOutcome(sheet([{ held: '40', attended: '38', leave: '5' }], rules), TODAY)),
    ).toMatchObject({
      field: 'leave',
    });
    // Without a limit, leave does not count.
    expect(
      standing(sheetOutcome(sheet([{ held: '40', attended: '28', leave: '5' }]), TODAY)).counted,
    ).toBe(28);
  });

  it('places a shortage in its condonation band', () => {
    const rules = { condonation: '60, 65' };
    const short = standing(sheetOutcome(sheet([{ held: '100', attended: '66' }], rules), TODAY));
    expect(short.band).toEqual(rational(65n));
    expect(standingSentences(short)[1]).toBe(
      'Now you are within the condonation band from 65% to 75%: the college may condone the shortage.',
    );
    expect(sheetOutcome(sheet([{}], { condonation: '80' }), TODAY)).toMatchObject({
      section: 'rules',
      field: 'condonation',
    });
    expect(sheetOutcome(sheet([{}], { required: '0' }), TODAY)).toMatchObject({
      field: 'required',
    });
    expect(sheetOutcome(sheet([{}], { required: '75.123' }), TODAY)).toMatchObject({
      field: 'required',
    });
  });

  it('takes a subject’s own requirement only when each subject has one', () => {
    const own = [{ held: '40', attended: '32', required: '85' }];
    expect(standing(sheetOutcome(sheet(own), TODAY)).state).toBe('safe');
    expect(standing(sheetOutcome(sheet(own, { perSubject: true }), TODAY)).state).toBe('reachable');
  });

  it('counts all subjects together where the college does', () => {
    const outcome = sheetOutcome(
      sheet(
        [
          { held: '40', attended: '36', remainingFrom: 'count', remaining: '10' },
          { name: 'Maths', held: '40', attended: '24', remainingFrom: 'count', remaining: '10' },
        ],
        { overall: true },
      ),
      TODAY,
    );
    if (outcome.kind !== 'subjects') throw new Error('no subjects');
    expect(outcome.overall).toMatchObject({ counted: 60, held: 80, state: 'safe', canMiss: 0 });
    expect(outcome.overall?.semester).toMatchObject({ remaining: 20, canMiss: 5 });
  });
});

describe('sheetOutcome: to the end of the semester', () => {
  it('counts the classes to come from a timetable and says what they allow', () => {
    const one = standing(
      sheetOutcome(
        sheet(
          [
            {
              held: '40',
              attended: '28',
              remainingFrom: 'timetable',
              timetable: ['2', '', '1', '', '1', '', ''],
            },
          ],
          {},
          { lastDay: '2026-12-11', holidays: '2/12/2026' },
        ),
        TODAY,
      ),
    );
    expect(one.semester).toMatchObject({ remaining: 7, canMiss: null });
    expect(one.state).toBe('unreachable');
    expect(standingSentences(one).at(-1)).toBe(
      'Even attending all 7 classes to come, you end at 74.46%, below 75%.',
    );
  });

  it('asks for the last day, and refuses a bad timetable or date', () => {
    const timetable = { held: '4', attended: '4', remainingFrom: 'timetable' as const };
    // The standing now shows all the same.
    expect(first(sheetOutcome(sheet([timetable]), TODAY))).toMatchObject({
      kind: 'standing',
      standing: { state: 'safe', semester: null },
      problem: { field: 'timetable', problem: { code: 'needsLastDay' } },
    });
    expect(
      first(
        sheetOutcome(
          sheet(
            [{ ...timetable, timetable: ['10', '', '', '', '', '', ''] }],
            {},
            { lastDay: '2026-12-01' },
          ),
          TODAY,
        ),
      ),
    ).toMatchObject({
      problem: { field: 'timetable', problem: { code: 'timetableDay', weekday: 0, most: 9 } },
    });
    const tooFar = sheetOutcome(sheet([timetable], {}, { lastDay: '2028-01-01' }), TODAY);
    expect(tooFar).toMatchObject({ section: 'semester', field: 'lastDay' });
    expect(tooFar.kind === 'invalid' && say(tooFar.problem)).toBe(
      'The last teaching day, 01/01/2028, is more than a year away: is the year right?',
    );
    expect(say({ code: 'timetableDay', weekday: 0, most: 9 })).toBe(
      'Classes on Mon must be a whole number from 0 to 9.',
    );
    expect(say({ code: 'needsLastDay' })).toMatch(/last teaching day/);
    expect(sheetOutcome(sheet([timetable], {}, { holidays: 'Diwali' }), TODAY)).toMatchObject({
      field: 'holidays',
    });
  });

  it('plans from nothing held yet', () => {
    const fresh = standing(
      sheetOutcome(
        sheet([{ held: '0', attended: '0', remainingFrom: 'count', remaining: '40' }]),
        TODAY,
      ),
    );
    expect([fresh.state, fresh.percentage, fresh.semester?.canMiss]).toEqual([
      'reachable',
      null,
      10,
    ]);
  });
});
