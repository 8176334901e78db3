/**
 * An attendance sheet in a link (url-inputs): the rules that differ from the defaults, the
 * semester, and the subjects as `s=Physics:40:28;Maths:38:30`, each subject
 * name:held:attended:leave:required:to-come, to-come being a count ('12') or a timetable
 * ('t2010100', classes Monday to Sunday), trailing empty fields left out; a field the rules do
 * not use (leave without a leave limit) is left out too. A link with only some
 * of them gives the rest as a new sheet has them.
 */
import type { InputsCodec, Param, ReadParam } from '../calculator-inputs';
import { param, paramUnless } from '../calculator-inputs';
import type { AttendanceRules, AttendanceSheet, AttendanceSubject } from './sheet';
import { DEFAULT_RULES, MAX_SUBJECTS, MAX_SUBJECT_NAME_LENGTH, blankSubject } from './sheet';
import { MAX_FIELD_LENGTH } from './sheet-codec';

// ':' and ';' divide the subjects' fields; '%' is escaped first, so each field comes back whole.
const escape = (field: string) =>
  field.replace(/%/g, '%25').replace(/:/g, '%3A').replace(/;/g, '%3B');
const unescape = (field: string) =>
  field.replace(/%3B/gi, ';').replace(/%3A/gi, ':').replace(/%25/g, '%');

const TIMETABLE = /^t(\d{7})$/;

/** A subject in a link; its leave and own requirement only where the rules use them. */
function subjectText(subject: AttendanceSubject, rules: AttendanceRules): string {
  const toCome =
    subject.remainingFrom === 'count'
      ? subject.remaining.trim()
      : subject.remainingFrom === 'timetable' &&
          subject.timetable.every((day) => /^\d?$/.test(day.trim()))
        ? `t${subject.timetable.map((day) => day.trim() || '0').join('')}`
        : '';
  const leave = rules.leaveLimit.trim() === '' ? '' : subject.leave;
  const required = rules.perSubject ? subject.required : '';
  const fields = [subject.name, subject.held, subject.attended, leave, required]
    .map((field) => field.trim())
    .concat(toCome);
  while (fields.length > 0 && fields.at(-1) === '') fields.pop();
  return fields.map(escape).join(':');
}

function subjectOf(text: string): AttendanceSubject {
  // Clipped to what a sheet keeps: a count still too long is refused with its message.
  const [name = '', held = '', attended = '', leave = '', required = '', toCome = ''] = text
    .split(':')
    .map((field, index) =>
      unescape(field).slice(0, index === 0 ? MAX_SUBJECT_NAME_LENGTH : MAX_FIELD_LENGTH),
    );
  const timetable = TIMETABLE.exec(toCome);
  return {
    ...blankSubject(name),
    held,
    attended,
    leave,
    required,
    ...(timetable
      ? { remainingFrom: 'timetable' as const, timetable: [...timetable[1]!] }
      : toCome === ''
        ? {}
        : { remainingFrom: 'count' as const, remaining: toCome }),
  };
}

const FLAGS = { perSubject: 'per-subject', overall: 'overall' } as const;

export const attendanceInputs: InputsCodec<AttendanceSheet> = {
  names: [
    'required',
    'rounding',
    'condonation',
    'leave',
    'per-subject',
    'overall',
    'last-day',
    'holidays',
    's',
  ],
  encode: ({ rules, semester, subjects }) => {
    const differs = (key: keyof AttendanceRules) => rules[key] !== DEFAULT_RULES[key];
    const params: Param[] = [
      ...paramUnless(!differs('required'), 'required', rules.required.trim()),
      ...paramUnless(!differs('rounding'), 'rounding', rules.rounding),
      ...paramUnless(rules.condonation.trim() === '', 'condonation', rules.condonation.trim()),
      ...paramUnless(rules.leaveLimit.trim() === '', 'leave', rules.leaveLimit.trim()),
      ...paramUnless(!rules.perSubject, FLAGS.perSubject, '1'),
      ...paramUnless(!rules.overall, FLAGS.overall, '1'),
      ...paramUnless(semester.lastDay === '', 'last-day', semester.lastDay),
      ...paramUnless(semester.holidays.trim() === '', 'holidays', semester.holidays.trim()),
    ];
    const written = subjects.map((subject) => subjectText(subject, rules));
    return written.every((one) => one === '') ? params : [...params, ['s', written.join(';')]];
  },
  decode: (read: ReadParam) => {
    const field = (name: string, fallback: string) => {
      const value = param(read, name);
      return value === null || value.length > MAX_FIELD_LENGTH ? fallback : value;
    };
    const subjects = (param(read, 's') ?? '').split(';').slice(0, MAX_SUBJECTS).map(subjectOf);
    return {
      rules: {
        required: field('required', DEFAULT_RULES.required),
        rounding: read('rounding') === 'whole' ? 'whole' : 'exact',
        condonation: field('condonation', ''),
        leaveLimit: field('leave', ''),
        perSubject: read(FLAGS.perSubject) === '1',
        overall: read(FLAGS.overall) === '1',
      },
      semester: { lastDay: field('last-day', ''), holidays: param(read, 'holidays') ?? '' },
      subjects,
    };
  },
};
