/**
 * The working behind each subject's answer: the counts put in, the percentage, the requirement
 * with the college's rounding, the inequality solved for whole classes, and a check of the answer
 * and of the next whole number, each line true as written (working-arithmetic.ts reads every
 * '=', '≈', '≥' and '<').
 */
import type { Rational } from '../rational';
import { div, mul, rational, sub, toPlainString } from '../rational';
import type { Working, WorkingStep } from '../working';
import { toExactDecimalString } from '../working';
import type { ClassesToCome } from './calendar';
import { WEEKDAYS, dateText } from './calendar';
import type { AttendanceSheet } from './sheet';
import type { Standing } from './sheet-outcome';
import { sheetOutcome } from './sheet-outcome';
import { meets, percentageOf } from './standing';
import { counted, percentText, requiredText, standingResult, subjectTitle } from './texts';

/** A value exactly: every decimal where they end, else a fraction. */
const exact = (value: Rational) => toExactDecimalString(value) ?? toPlainString(value);

/** counted ÷ held × 100 = its value, exactly and as the calculator shows it. */
function percentageLine(counted: string, held: string, value: Rational): string {
  const written = exact(value);
  const shown = percentText(value);
  const rounded =
    /\//.test(written) || written !== shown.replace(/\.?0+$/, '') ? ` ≈ ${shown}` : '';
  return `${counted} ÷ ${held} × 100 = ${written}${rounded}`;
}

/** '≥ 75' or '< 75': how a percentage stands against the bar. */
const against = (counted: number, held: number, bar: Rational) =>
  `${meets(counted, held, bar) ? '≥' : '<'} ${exact(bar)}`;

function check(label: string, counted: string, held: string, c: number, h: number, bar: Rational) {
  return `${label}: ${percentageLine(counted, held, percentageOf(c, h))} ${against(c, h, bar)}`;
}

function requirementLine(standing: Standing): string {
  const required = requiredText(standing.required);
  return standing.rounding === 'whole'
    ? `Required: ${required}% after rounding to a whole percent, so at least ${exact(standing.bar)}% exactly.`
    : `Required: ${required}%, compared exactly: ${exact(standing.bar)}% is enough, anything less is short.`;
}

function nowSteps(standing: Standing): string[] {
  const { counted: c, held: h, bar, canMiss, mustAttend } = standing;
  const b = exact(bar);
  if (canMiss !== null) {
    const lines = [
      `Missing the next m classes in a row: ${c} ÷ (${h} + m) × 100 ≥ ${b},`,
      `so m ≤ (100 × ${c} − ${b} × ${h}) ÷ ${b} = ${exact(missBound(c, h, bar))}, and m = ${canMiss}, the greatest whole number.`,
      check(`Missing ${canMiss}`, `${c}`, `(${h} + ${canMiss})`, c, h + canMiss, bar),
      check(`Missing ${canMiss + 1}`, `${c}`, `(${h} + ${canMiss + 1})`, c, h + canMiss + 1, bar),
    ];
    return lines;
  }
  if (h === 0) return ['No classes held yet.'];
  if (mustAttend === null) {
    return [
      `${c} of ${h} classes attended: only every class attended reaches 100%, so none do now.`,
    ];
  }
  const lines = [
    `Attending the next x classes in a row: (${c} + x) ÷ (${h} + x) × 100 ≥ ${b},`,
    `so x ≥ (${b} × ${h} − 100 × ${c}) ÷ (100 − ${b}) = ${exact(attendBound(c, h, bar))}, and x = ${mustAttend}, the least whole number.`,
    check(
      `Attending ${mustAttend}`,
      `(${c} + ${mustAttend})`,
      `(${h} + ${mustAttend})`,
      c + mustAttend,
      h + mustAttend,
      bar,
    ),
  ];
  if (mustAttend > 0) {
    const fewer = mustAttend - 1;
    lines.push(
      check(
        `Attending ${fewer}`,
        `(${c} + ${fewer})`,
        `(${h} + ${fewer})`,
        c + fewer,
        h + fewer,
        bar,
      ),
    );
  }
  return lines;
}

function semesterSteps(standing: Standing): WorkingStep[] {
  const semester = standing.semester;
  if (semester === null) return [];
  const { counted: c, held: h, bar } = standing;
  const r = semester.remaining;
  const b = exact(bar);
  const steps: WorkingStep[] = [];
  const timetable = semester.timetable;
  // The weekdays with classes to come: their days, classes a day, and the two multiplied.
  const weekdays = (timetable?.days ?? []).flatMap((days, index) => {
    const perDay = timetable!.timetable[index]!;
    return days > 0 && perDay > 0
      ? [{ day: WEEKDAYS[index]!, days, perDay, classes: days * perDay }]
      : [];
  });
  if (timetable !== null) {
    steps.push({
      kind: 'table',
      caption: `Classes to come, ${dateText(timetable.from)} to ${dateText(timetable.to)}${holidaysLeftOut(timetable)}`,
      head: ['Day', 'Days', 'Classes a day', 'Classes'],
      rows: weekdays.map(({ day, days, perDay, classes }) => [
        day,
        `${days}`,
        `${perDay}`,
        `${days} × ${perDay} = ${classes}`,
      ]),
    });
  }
  steps.push({
    kind: 'line',
    text:
      weekdays.length > 1
        ? `Classes to come = ${weekdays.map(({ classes }) => classes).join(' + ')} = ${r}`
        : `Classes to come: ${r}`,
  });
  const total = `(${h} + ${r})`;
  steps.push({
    kind: 'line',
    text: check(`Attending all ${r}`, `(${c} + ${r})`, total, c + r, h + r, bar),
  });
  const k = semester.canMiss;
  if (k !== null && r > 0) {
    steps.push(
      { kind: 'line', text: `Missing k of them: (${c} + ${r} − k) ÷ ${total} × 100 ≥ ${b},` },
      {
        kind: 'line',
        text: `so k ≤ ${c} + ${r} − ${b} × ${total} ÷ 100 = ${exact(remainingBound(c, h, r, bar))}, and k = ${Math.min(k, r)}${k === r ? ', all of them' : ', the greatest whole number'}.`,
      },
    );
    if (k < r) {
      steps.push({
        kind: 'line',
        text: check(
          `Missing ${k + 1}`,
          `(${c} + ${r} − ${k + 1})`,
          total,
          c + r - k - 1,
          h + r,
          bar,
        ),
      });
    }
  }
  return steps;
}

/** ', less 4 classes on 3 holidays', or nothing when no holiday fell on a class. */
const holidaysLeftOut = ({ holidays, classesOnHolidays }: ClassesToCome) =>
  holidays === 0
    ? ''
    : `, less ${counted(classesOnHolidays, 'class', 'classes')} on ${counted(holidays, 'holiday', 'holidays')}`;

const whole = (count: number) => rational(BigInt(count));
const HUNDRED = whole(100);

/** (100 × c − bar × h) ÷ bar: the most misses in a row, before rounding down. */
const missBound = (c: number, h: number, bar: Rational): Rational =>
  div(sub(mul(HUNDRED, whole(c)), mul(bar, whole(h))), bar);

/** (bar × h − 100 × c) ÷ (100 − bar): the fewest classes in a row, before rounding up. */
const attendBound = (c: number, h: number, bar: Rational): Rational =>
  div(sub(mul(bar, whole(h)), mul(HUNDRED, whole(c))), sub(HUNDRED, bar));

/** c + r − bar × (h + r) ÷ 100: the most of the classes to come to miss, before rounding down. */
const remainingBound = (c: number, h: number, r: number, bar: Rational): Rational =>
  sub(whole(c + r), div(mul(bar, whole(h + r)), HUNDRED));

function standingSteps(standing: Standing): WorkingStep[] {
  const { attended, leaveCounted, counted, held, percentage } = standing;
  const lines: string[] = [];
  if (leaveCounted > 0) {
    lines.push(`Counted as attended: ${attended} attended + ${leaveCounted} on leave = ${counted}`);
  }
  lines.push(`Classes held: ${held}, counted as attended: ${counted}`);
  if (percentage !== null)
    lines.push(`Attendance = ${percentageLine(`${counted}`, `${held}`, percentage)}`);
  lines.push(requirementLine(standing), ...nowSteps(standing));
  return [...lines.map((text) => ({ kind: 'line' as const, text })), ...semesterSteps(standing)];
}

/** The working of a sheet on `today`, a group a subject; null while no subject has its counts. */
export function attendanceWorking(sheet: AttendanceSheet, today: number): Working | null {
  const outcome = sheetOutcome(sheet, today);
  if (outcome.kind !== 'subjects') return null;
  const groups: WorkingStep[] = outcome.subjects.flatMap((subject, index) =>
    subject.kind === 'standing'
      ? [
          {
            kind: 'group' as const,
            title: subjectTitle(sheet.subjects[index]!.name, index),
            steps: standingSteps(subject.standing),
          },
        ]
      : [],
  );
  if (groups.length === 0) return null;
  const standings = outcome.subjects.flatMap((one) =>
    one.kind === 'standing' ? [one.standing] : [],
  );
  if (outcome.overall !== null) {
    groups.push({
      kind: 'group',
      title: 'All subjects together',
      steps: standingSteps(outcome.overall),
    });
    return { steps: groups, result: { label: 'Overall', value: standingResult(outcome.overall) } };
  }
  if (standings.length === 1) {
    return { steps: groups, result: { label: 'Attendance', value: standingResult(standings[0]!) } };
  }
  const safe = standings.filter((one) => one.state === 'safe').length;
  return {
    steps: groups,
    result: { label: 'Subjects safe', value: `${safe} of ${standings.length}` },
  };
}
