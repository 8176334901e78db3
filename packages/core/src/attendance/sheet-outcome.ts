/**
 * What the calculator shows for a sheet: each subject's standing, and the standing over all
 * subjects where the college counts it, or the problem with the field that keeps it from being
 * worked out (problems.ts; texts.ts and section-texts.ts say it). Counts are whole numbers up to
 * MAX_CLASSES; nothing typed ever reaches the arithmetic unchecked, so no NaN or Infinity can come
 * out of it.
 */
import type { Rational } from '../rational';
import { compare, parseDecimal, rational } from '../rational';
import type { ClassesToCome } from './calendar';
import {
  MAX_CLASSES_A_DAY,
  MAX_DAYS_AHEAD,
  classesToCome,
  dateText,
  dayOfIso,
  parseHolidays,
} from './calendar';
import type { AttendanceProblem, CountField, PercentageField, SectionProblem } from './problems';
import type {
  AttendanceRules,
  AttendanceSemester,
  AttendanceSheet,
  AttendanceSubject,
} from './sheet';
import type { AttendanceRounding, StandingInputs } from './standing';
import {
  classesToAttend,
  classesToMiss,
  meets,
  percentageOf,
  remainingToMiss,
  threshold,
} from './standing';

/** The most classes a count takes: years of daily classes. */
export const MAX_CLASSES = 9999;

/** The fields of a subject a problem can be about. */
export type SubjectField = 'held' | 'attended' | 'leave' | 'required' | 'remaining' | 'timetable';

export type RulesField = 'required' | 'condonation' | 'leaveLimit';
export type SemesterField = 'lastDay' | 'holidays';

/** The rules read: the requirement and condonation bands as exact percentages. */
export interface ReadRules {
  required: Rational;
  rounding: AttendanceRounding;
  /** Lower ends of the condonation bands, highest first, each below `required`. */
  condonation: Rational[];
  /** Classes of leave that count as attended; 0 when leave does not count. */
  leaveLimit: number;
}

/** Where a student stands, in one subject or over all of them. */
export interface Standing {
  attended: number;
  /** Leave counted as attended (up to the limit). */
  leaveCounted: number;
  /** attended + leaveCounted. */
  counted: number;
  held: number;
  required: Rational;
  rounding: AttendanceRounding;
  /** The least exact percentage that meets the requirement under the rounding. */
  bar: Rational;
  /** counted ÷ held × 100; null before any class is held. */
  percentage: Rational | null;
  state: 'safe' | 'reachable' | 'unreachable' | 'no-classes';
  /** Classes in a row she may miss now and stay at or above; null when below. */
  canMiss: number | null;
  /** Classes in a row she must attend to reach it; 0 when there; null when never. */
  mustAttend: number | null;
  /** The condonation band (its lower end) the percentage now falls in, when short. */
  band: Rational | null;
  semester: SemesterStanding | null;
}

/** What the classes still to come allow. */
export interface SemesterStanding {
  remaining: number;
  /** How the count came from the timetable, when it did. */
  timetable: ClassesToCome | null;
  /** Attending every one of them: (counted + remaining) ÷ (held + remaining) × 100. */
  best: Rational;
  /** How many of them she may miss and end at or above the requirement; null if none do. */
  canMiss: number | null;
  /** The condonation band the best percentage falls in, when it is short. */
  band: Rational | null;
}

export type SubjectOutcome =
  | { kind: 'blank' }
  | { kind: 'invalid'; field: SubjectField; problem: AttendanceProblem }
  /**
   * Where the subject stands; with `problem` when its classes to come cannot be counted (a
   * timetable without the last teaching day): the standing now is shown all the same.
   */
  | { kind: 'standing'; standing: Standing; problem?: FieldProblem<SubjectField> };

/** A field and what is wrong with it. */
export interface FieldProblem<Field extends string, Problem = AttendanceProblem> {
  field: Field;
  problem: Problem;
}

type RulesProblem = FieldProblem<RulesField, AttendanceProblem | SectionProblem>;
type SemesterProblem = FieldProblem<SemesterField, SectionProblem>;

export type SheetOutcome =
  | ({ kind: 'invalid'; section: 'rules' } & RulesProblem)
  | ({ kind: 'invalid'; section: 'semester' } & SemesterProblem)
  | { kind: 'subjects'; subjects: SubjectOutcome[]; overall: Standing | null };

/** A whole count typed into `field`, or why it is not one. */
function readCount(text: string, field: CountField): number | AttendanceProblem {
  const trimmed = text.trim();
  if (/^-\s*\d/.test(trimmed)) return { code: 'negative', field };
  if (/^\d+[.,]\d*$/.test(trimmed) && /[.,]\d*[1-9]/.test(trimmed)) {
    return { code: 'notWhole', field };
  }
  const whole = /^(\d+)(?:\.0*)?$/.exec(trimmed);
  if (whole === null) return { code: 'notNumber', field };
  const value = Number(whole[1]);
  return value > MAX_CLASSES ? { code: 'tooMany', field, most: MAX_CLASSES } : value;
}

/** A percentage above 0 and at most 100, with up to two decimals. */
function readPercentage(text: string, field: PercentageField): Rational | AttendanceProblem {
  const trimmed = text.trim().replace(/\s*%$/, '');
  const value = /^\d{1,3}(\.\d{1,2})?$/.test(trimmed) ? parseDecimal(trimmed) : null;
  if (value === null || compare(value, rational(0n)) <= 0 || compare(value, rational(100n)) > 0) {
    return { code: 'notPercentage', field };
  }
  return value;
}

/** What `read` gave, when it is a problem and not a value. */
const isProblem = (read: unknown): read is AttendanceProblem =>
  typeof read === 'object' && read !== null && 'code' in read;

export function readRules(rules: AttendanceRules): ReadRules | RulesProblem {
  const required = readPercentage(rules.required, 'required');
  if (isProblem(required)) return { field: 'required', problem: required };
  const condonation: Rational[] = [];
  for (const part of rules.condonation.split(/[,;\s]+/).filter((one) => one !== '')) {
    const band = readPercentage(part, 'condonation');
    if (isProblem(band)) return { field: 'condonation', problem: band };
    if (compare(band, required) >= 0) {
      return {
        field: 'condonation',
        problem: { code: 'bandNotBelow', band: part, required: rules.required.trim() },
      };
    }
    condonation.push(band);
  }
  condonation.sort((a, b) => compare(b, a));
  const leaveLimit = rules.leaveLimit.trim() === '' ? 0 : readCount(rules.leaveLimit, 'leaveLimit');
  if (isProblem(leaveLimit)) return { field: 'leaveLimit', problem: leaveLimit };
  return { required, rounding: rules.rounding, condonation, leaveLimit };
}

/** The semester read: the timetable's span and holidays; null while the last day is not given. */
type ReadSemester = { today: number; lastDay: number; holidays: ReadonlySet<number> } | null;

function readSemester(semester: AttendanceSemester, today: number): ReadSemester | SemesterProblem {
  const holidays = parseHolidays(semester.holidays);
  if ('problem' in holidays) return { field: 'holidays', problem: holidays.problem };
  if (semester.lastDay.trim() === '') return null;
  const lastDay = dayOfIso(semester.lastDay);
  if (lastDay === null) return { field: 'lastDay', problem: { code: 'lastDayNotDate' } };
  if (lastDay - today > MAX_DAYS_AHEAD) {
    return { field: 'lastDay', problem: { code: 'lastDayTooFar', lastDay: dateText(lastDay) } };
  }
  return { today, lastDay, holidays: holidays.days };
}

/** The band (lower end) a percentage falls in when below the requirement, under the rounding. */
function bandOf(counted: number, held: number, rules: ReadRules): Rational | null {
  return (
    rules.condonation.find((band) => meets(counted, held, threshold(band, rules.rounding))) ?? null
  );
}

/** Where `counted` of `held` stands, with `remaining` classes to come when known. */
export function standingOf(
  { attended, leaveCounted, held }: { attended: number; leaveCounted: number; held: number },
  required: Rational,
  rules: ReadRules,
  remaining: { classes: number; timetable: ClassesToCome | null } | null,
): Standing {
  const counted = attended + leaveCounted;
  const bar = threshold(required, rules.rounding);
  const inputs: StandingInputs = { counted, held, bar };
  const canMiss = classesToMiss(inputs);
  const mustAttend = classesToAttend(inputs);
  const semester: SemesterStanding | null =
    remaining === null || held + remaining.classes === 0
      ? null
      : {
          remaining: remaining.classes,
          timetable: remaining.timetable,
          best: percentageOf(counted + remaining.classes, held + remaining.classes),
          canMiss: remainingToMiss(inputs, remaining.classes),
          band: meets(counted + remaining.classes, held + remaining.classes, bar)
            ? null
            : bandOf(counted + remaining.classes, held + remaining.classes, rules),
        };
  const state: Standing['state'] =
    held === 0 && semester === null
      ? 'no-classes'
      : canMiss !== null
        ? 'safe'
        : semester !== null
          ? semester.canMiss === null
            ? 'unreachable'
            : 'reachable'
          : mustAttend === null
            ? 'unreachable'
            : 'reachable';
  return {
    attended,
    leaveCounted,
    counted,
    held,
    required,
    rounding: rules.rounding,
    bar,
    percentage: held === 0 ? null : percentageOf(counted, held),
    state,
    canMiss,
    mustAttend: held === 0 ? null : mustAttend,
    band: canMiss === null && held > 0 ? bandOf(counted, held, rules) : null,
    semester,
  };
}

/** A subject's counts, or the problem with the first field that is not one. */
function readSubject(
  subject: AttendanceSubject,
  rules: ReadRules,
  perSubject: boolean,
  semester: ReadSemester,
):
  | { kind: 'blank' }
  | ({ kind: 'invalid' } & FieldProblem<SubjectField>)
  | {
      kind: 'counts';
      counts: { attended: number; leaveCounted: number; held: number };
      required: Rational;
      remaining: { classes: number; timetable: ClassesToCome | null } | null;
      problem?: FieldProblem<SubjectField>;
    } {
  if (subject.held.trim() === '' || subject.attended.trim() === '') return { kind: 'blank' };
  const invalid = (field: SubjectField, problem: AttendanceProblem) => ({
    kind: 'invalid' as const,
    field,
    problem,
  });
  const held = readCount(subject.held, 'held');
  if (isProblem(held)) return invalid('held', held);
  const attended = readCount(subject.attended, 'attended');
  if (isProblem(attended)) return invalid('attended', attended);
  if (attended > held) return invalid('attended', { code: 'attendedOverHeld', attended, held });
  let leave = 0;
  if (rules.leaveLimit > 0 && subject.leave.trim() !== '') {
    const typed = readCount(subject.leave, 'leave');
    if (isProblem(typed)) return invalid('leave', typed);
    if (attended + typed > held) {
      return invalid('leave', { code: 'leaveOverHeld', together: attended + typed, held });
    }
    leave = typed;
  }
  let required = rules.required;
  if (perSubject && subject.required.trim() !== '') {
    const own = readPercentage(subject.required, 'subjectRequired');
    if (isProblem(own)) return invalid('required', own);
    required = own;
  }
  const remaining = readRemaining(subject, semester);
  const counts = { attended, leaveCounted: Math.min(leave, rules.leaveLimit), held };
  if (isProblem(remaining)) {
    const field = subject.remainingFrom === 'count' ? 'remaining' : 'timetable';
    return {
      kind: 'counts',
      counts,
      required,
      remaining: null,
      problem: { field, problem: remaining },
    };
  }
  return { kind: 'counts', counts, required, remaining };
}

/** The classes still to come, null when not given, or why they cannot be counted. */
function readRemaining(
  subject: AttendanceSubject,
  semester: ReadSemester,
): { classes: number; timetable: ClassesToCome | null } | null | AttendanceProblem {
  if (subject.remainingFrom === 'count') {
    if (subject.remaining.trim() === '') return null;
    const classes = readCount(subject.remaining, 'remaining');
    return isProblem(classes) ? classes : { classes, timetable: null };
  }
  if (subject.remainingFrom !== 'timetable') return null;
  const timetable: number[] = [];
  for (const [index, text] of subject.timetable.entries()) {
    const trimmed = text.trim();
    const classes = trimmed === '' ? 0 : /^\d$/.test(trimmed) ? Number(trimmed) : null;
    if (classes === null || classes > MAX_CLASSES_A_DAY) {
      return { code: 'timetableDay', weekday: index, most: MAX_CLASSES_A_DAY };
    }
    timetable.push(classes);
  }
  if (semester === null) return { code: 'needsLastDay' };
  const counted = classesToCome(timetable, semester.today, semester.lastDay, semester.holidays);
  return { classes: counted.classes, timetable: counted };
}

/** What the calculator shows for `sheet` on `today` (a day number, calendar.ts). */
export function sheetOutcome(sheet: AttendanceSheet, today: number): SheetOutcome {
  const rules = readRules(sheet.rules);
  if ('problem' in rules) return { kind: 'invalid', section: 'rules', ...rules };
  const semester = readSemester(sheet.semester, today);
  if (semester !== null && 'problem' in semester) {
    return { kind: 'invalid', section: 'semester', ...semester };
  }
  const read = sheet.subjects.map((subject) =>
    readSubject(subject, rules, sheet.rules.perSubject, semester),
  );
  const subjects: SubjectOutcome[] = read.map((one) =>
    one.kind === 'counts'
      ? {
          kind: 'standing',
          standing: standingOf(one.counts, one.required, rules, one.remaining),
          ...(one.problem && { problem: one.problem }),
        }
      : one,
  );
  const counted = read.flatMap((one) => (one.kind === 'counts' ? [one] : []));
  const overall =
    sheet.rules.overall && counted.length > 0
      ? standingOf(
          {
            attended: sum(counted.map((one) => one.counts.attended)),
            leaveCounted: sum(counted.map((one) => one.counts.leaveCounted)),
            held: sum(counted.map((one) => one.counts.held)),
          },
          rules.required,
          rules,
          counted.every((one) => one.remaining !== null)
            ? { classes: sum(counted.map((one) => one.remaining!.classes)), timetable: null }
            : null,
        )
      : null;
  return { kind: 'subjects', subjects, overall };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
