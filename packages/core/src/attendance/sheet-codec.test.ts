import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inputsFromQuery, queryWithInputs } from '../calculator-inputs';
import type { AttendanceSheet, AttendanceSubject } from './sheet';
import { MAX_SUBJECTS, blankSheet, blankSubject } from './sheet';
import { parseSheetDocument, readSheetDocument, sheetDocument } from './sheet-codec';
import { anySheets } from './arbitraries';
import { attendanceInputs } from './sheet-inputs';

/** Text a student types into a field, separators and escapes included, trimmed as a link keeps it. */
const typed = (max: number) =>
  fc
    .string({
      unit: fc.constantFrom('a', 'Z', '7', ' ', ':', ';', '%', '3A', 'é', '.', '-', 'ह'),
      maxLength: max,
    })
    .map((value) => value.trim());

const subjects = fc.array(
  fc.record<AttendanceSubject>({
    name: typed(20),
    held: typed(6),
    attended: typed(6),
    leave: typed(4),
    required: typed(6),
    remainingFrom: fc.constantFrom('none', 'count', 'timetable'),
    remaining: typed(4),
    timetable: fc.array(fc.constantFrom('0', '1', '2', '9'), { minLength: 7, maxLength: 7 }),
  }),
  { minLength: 1, maxLength: 6 },
);

const sheets: fc.Arbitrary<AttendanceSheet> = fc.record({
  rules: fc.record({
    required: fc.constantFrom('75', '80', '66.67', 'x'),
    rounding: fc.constantFrom('exact' as const, 'whole' as const),
    condonation: fc.constantFrom('', '65', '60, 65'),
    leaveLimit: fc.constantFrom('', '3', '10'),
    perSubject: fc.boolean(),
    overall: fc.boolean(),
  }),
  semester: fc.record({
    lastDay: fc.constantFrom('', '2026-12-11', '2027-04-30'),
    holidays: fc.constantFrom('', '25/12/2026', '24/12/2026 to 1/1/2027; 26/01/2027'),
  }),
  subjects,
});

/** What a link keeps of a subject: the timetable only when it counts, the count only when it does. */
const asLinked = (
  subject: AttendanceSubject,
  rules: AttendanceSheet['rules'],
): AttendanceSubject => ({
  ...subject,
  leave: rules.leaveLimit === '' ? '' : subject.leave,
  required: rules.perSubject ? subject.required : '',
  remainingFrom:
    subject.remainingFrom === 'count' && subject.remaining === '' ? 'none' : subject.remainingFrom,
  remaining: subject.remainingFrom === 'count' ? subject.remaining : '',
  timetable: subject.remainingFrom === 'timetable' ? subject.timetable : blankSubject().timetable,
});

describe('the sheet document', () => {
  it('reads back every sheet it writes, through JSON', () => {
    fc.assert(
      fc.property(sheets, (sheet) => {
        expect(parseSheetDocument(JSON.stringify(sheetDocument(sheet)))).toEqual(sheet);
      }),
    );
  });

  it('writes only what it reads, whatever was typed: controls as spaces, texts cut to bounds', () => {
    fc.assert(
      fc.property(anySheets, (sheet) => {
        const written = sheetDocument(sheet);
        const read = readSheetDocument(JSON.parse(JSON.stringify(written)));
        expect(read).not.toBeNull();
        expect(sheetDocument(read!)).toEqual(written);
      }),
    );
    const typed = { ...blankSubject('Phys\tics'), held: '4\u001f0' };
    expect(
      readSheetDocument(sheetDocument({ ...blankSheet(), subjects: [typed] }))!.subjects[0],
    ).toMatchObject({ name: 'Phys ics', held: '4 0' });
  });

  it('refuses a document with a field missing, extra, of the wrong kind or too long', () => {
    const good = sheetDocument(blankSheet());
    const subject = good.subjects[0]!;
    expect(readSheetDocument(good)).toEqual(blankSheet());
    const broken: unknown[] = [
      { ...good, version: 2 },
      { ...good, kind: 'campuscalc-gpa' },
      { ...good, extra: 1 },
      { ...good, subjects: [] },
      { ...good, subjects: Array.from({ length: MAX_SUBJECTS + 1 }, () => subject) },
      { ...good, subjects: [`${subject}\u001f`] },
      { ...good, subjects: [subject.replace('none', 'some')] },
      { ...good, subjects: [`${'x'.repeat(61)}${subject}`] },
      { ...good, subjects: [`a\tb${subject}`] },
      { ...good, subjects: [{ name: 'Physics' }] },
      { ...good, rounding: 'up' },
      { ...good, required: 75 },
      { ...good, perSubject: 'no' },
      { ...good, lastDay: '\u0000' },
      { ...good, holidays: 'x'.repeat(4001) },
      null,
      [],
      'sheet',
    ];
    for (const value of broken) expect(readSheetDocument(value)).toBeNull();
    expect(readSheetDocument({ ...good, holidays: '25/12/2026\n26/12/2026' })).not.toBeNull();
    expect(parseSheetDocument('{')).toBeNull();
  });
});

describe('attendanceInputs (url-inputs)', () => {
  it('writes a short, readable link', () => {
    const sheet: AttendanceSheet = {
      ...blankSheet(),
      subjects: [
        { ...blankSubject('Physics'), held: '40', attended: '28' },
        {
          ...blankSubject('Maths: II'),
          held: '38',
          attended: '30',
          remainingFrom: 'timetable',
          timetable: ['2', '', '1', '', '', '', ''],
        },
      ],
    };
    expect(queryWithInputs(attendanceInputs, '?ref=portal', sheet)).toBe(
      '?ref=portal&s=Physics:40:28;Maths%253A%20II:38:30:::t2010000',
    );
    expect(queryWithInputs(attendanceInputs, '', blankSheet())).toBe('');
  });

  it('brings back the sheet a link was written from', () => {
    fc.assert(
      fc.property(sheets, (sheet) => {
        const query = queryWithInputs(attendanceInputs, '', sheet);
        const back = inputsFromQuery(attendanceInputs, query);
        const linked = {
          ...sheet,
          subjects: sheet.subjects.map((one) => asLinked(one, sheet.rules)),
        };
        if (
          sheet.subjects.every(
            (one) => JSON.stringify(asLinked(one, sheet.rules)) === JSON.stringify(blankSubject()),
          )
        ) {
          linked.subjects = [blankSubject()];
        }
        expect(back ?? blankSheet()).toEqual(query === '' ? blankSheet() : linked);
      }),
    );
  });

  it('gives a sheet the document keeps from any query, however hostile', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.string({ maxLength: 3000 }), (key, value) => {
        const decoded = attendanceInputs.decode((name) =>
          name === key || name === 's' ? value : null,
        );
        expect(readSheetDocument(sheetDocument(decoded))).toEqual(decoded);
      }),
    );
  });
});
