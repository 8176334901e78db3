/**
 * Sheets as anything could make them, for the property tests of the codec (here) and of the
 * rules that must agree with it (packages/cloud/test/rules).
 */
import fc from 'fast-check';
import type { AttendanceSheet, AttendanceSubject } from './sheet';
import { MAX_SUBJECTS } from './sheet';

/** Any text at all: control characters, lines, beyond the BMP, past every bound. */
export const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.string({ maxLength: 70 }),
  fc.constantFrom('\t', 'a\u001fb', '\n', '😀'.repeat(31), 'x'.repeat(4001), '\u0000'),
);
export const anySheets: fc.Arbitrary<AttendanceSheet> = fc.record({
  rules: fc.record({
    required: anyText,
    rounding: fc.constantFrom('exact' as const, 'whole' as const),
    condonation: anyText,
    leaveLimit: anyText,
    perSubject: fc.boolean(),
    overall: fc.boolean(),
  }),
  semester: fc.record({ lastDay: anyText, holidays: anyText }),
  subjects: fc.array(
    fc.record<AttendanceSubject>({
      name: anyText,
      held: anyText,
      attended: anyText,
      leave: anyText,
      required: anyText,
      remainingFrom: fc.constantFrom('none', 'count', 'timetable'),
      remaining: anyText,
      timetable: fc.array(anyText, { minLength: 7, maxLength: 7 }),
    }),
    { maxLength: MAX_SUBJECTS + 2 },
  ),
});
