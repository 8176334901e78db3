/**
 * The working behind each subject's answer: the counts put in, the percentage, the requirement
 * with the college's rounding, the inequality solved for whole classes, and a check of the answer
 * and of the next whole number, each line true as written (working-arithmetic.ts reads every
 * '=', '≈', '≥' and '<').
 */
import type { Language } from '../i18n/texts';
import { ENGLISH, textsIn } from '../i18n/texts';
import type { Rational } from '../rational';
import { div, mul, rational, sub, toPlainString } from '../rational';
import type { Working, WorkingStep } from '../working';
import { toExactDecimalString } from '../working';
import { dateText } from './calendar';
import type { AttendanceSheet } from './sheet';
import type { Standing } from './sheet-outcome';
import { sheetOutcome } from './sheet-outcome';
import { meets, percentageOf } from './standing';
import type { AttendanceTexts } from './texts';
import { attendanceTexts, percentText, requiredText, standingResult, subjectTitle } from './texts';
import { attendanceWorkingTexts } from './working-texts';

type WorkingTexts = typeof attendanceWorkingTexts.en;
/** The words of a working: the module's own, and the calculator's for its results and weekdays. */
interface Words {
  working: WorkingTexts;
  sheet: AttendanceTexts;
}

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

function requirementLine(standing: Standing, texts: WorkingTexts): string {
  const required = requiredText(standing.required);
  return standing.rounding === 'whole'
    ? texts.requiredRounded(required, exact(standing.bar))
    : texts.requiredExact(required, exact(standing.bar));
}

function nowSteps(standing: Standing, texts: WorkingTexts): string[] {
  const { counted: c, held: h, bar, canMiss, mustAttend } = standing;
  const b = exact(bar);
  if (canMiss !== null) {
    return [
      texts.missingNext(`${c} ÷ (${h} + m) × 100 ≥ ${b}`),
      texts.greatestM(
        `(100 × ${c} − ${b} × ${h}) ÷ ${b} = ${exact(missBound(c, h, bar))}`,
        canMiss,
      ),
      check(texts.missing(canMiss), `${c}`, `(${h} + ${canMiss})`, c, h + canMiss, bar),
      check(texts.missing(canMiss + 1), `${c}`, `(${h} + ${canMiss + 1})`, c, h + canMiss + 1, bar),
    ];
  }
  if (h === 0) return [texts.noneHeld];
  if (mustAttend === null) return [texts.onlyEvery(c, h)];
  const lines = [
    texts.attendingNext(`(${c} + x) ÷ (${h} + x) × 100 ≥ ${b}`),
    texts.leastX(
      `(${b} × ${h} − 100 × ${c}) ÷ (100 − ${b}) = ${exact(attendBound(c, h, bar))}`,
      mustAttend,
    ),
    check(
      texts.attending(mustAttend),
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
        texts.attending(fewer),
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

function semesterSteps(standing: Standing, { working: texts, sheet }: Words): WorkingStep[] {
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
      ? [{ day: sheet.weekday(index), days, perDay, classes: days * perDay }]
      : [];
  });
  if (timetable !== null) {
    steps.push({
      kind: 'table',
      caption: texts.toComeCaption(
        dateText(timetable.from),
        dateText(timetable.to),
        timetable.holidays,
        timetable.classesOnHolidays,
      ),
      head: [texts.day, texts.days, texts.classesADay, texts.classes],
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
        ? texts.toComeSum(weekdays.map(({ classes }) => classes).join(' + '), r)
        : texts.toCome(r),
  });
  const total = `(${h} + ${r})`;
  steps.push({
    kind: 'line',
    text: check(texts.attendingAll(r), `(${c} + ${r})`, total, c + r, h + r, bar),
  });
  const k = semester.canMiss;
  if (k !== null && r > 0) {
    steps.push(
      { kind: 'line', text: texts.missingOfThem(`(${c} + ${r} − k) ÷ ${total} × 100 ≥ ${b}`) },
      {
        kind: 'line',
        text: texts.greatestK(
          `${c} + ${r} − ${b} × ${total} ÷ 100 = ${exact(remainingBound(c, h, r, bar))}`,
          Math.min(k, r),
          k === r,
        ),
      },
    );
    if (k < r) {
      steps.push({
        kind: 'line',
        text: check(
          texts.missing(k + 1),
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

function standingSteps(standing: Standing, words: Words): WorkingStep[] {
  const { attended, leaveCounted, counted, held, percentage } = standing;
  const texts = words.working;
  const lines: string[] = [];
  if (leaveCounted > 0) lines.push(texts.countedAsAttended(attended, leaveCounted, counted));
  lines.push(texts.heldAndCounted(held, counted));
  if (percentage !== null) {
    lines.push(texts.attendance(percentageLine(`${counted}`, `${held}`, percentage)));
  }
  lines.push(requirementLine(standing, texts), ...nowSteps(standing, texts));
  return [
    ...lines.map((text) => ({ kind: 'line' as const, text })),
    ...semesterSteps(standing, words),
  ];
}

/** The working of a sheet on `today`, a group a subject; null while no subject has its counts. */
export function attendanceWorking(
  sheet: AttendanceSheet,
  today: number,
  language: Language = ENGLISH,
): Working | null {
  const words: Words = {
    working: textsIn(language.bundle, attendanceWorkingTexts),
    sheet: textsIn(language.bundle, attendanceTexts),
  };
  const texts = words.working;
  const outcome = sheetOutcome(sheet, today);
  if (outcome.kind !== 'subjects') return null;
  const groups: WorkingStep[] = outcome.subjects.flatMap((subject, index) =>
    subject.kind === 'standing'
      ? [
          {
            kind: 'group' as const,
            title: subjectTitle(sheet.subjects[index]!.name, index, words.sheet),
            steps: standingSteps(subject.standing, words),
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
      title: texts.allSubjectsTogether,
      steps: standingSteps(outcome.overall, words),
    });
    return {
      steps: groups,
      result: { label: texts.overall, value: standingResult(outcome.overall, words.sheet) },
    };
  }
  if (standings.length === 1) {
    return {
      steps: groups,
      result: { label: texts.attendanceResult, value: standingResult(standings[0]!, words.sheet) },
    };
  }
  const safe = standings.filter((one) => one.state === 'safe').length;
  return {
    steps: groups,
    result: { label: texts.subjectsSafe, value: texts.safeOf(safe, standings.length) },
  };
}
