/**
 * What the calculator says of a standing and of a field it cannot read, in words: the same
 * sentences on the screen, in the copied text and in the working's result, so that they never
 * disagree. English here; a language's bundle holds the module `attendance` in its own words.
 */
import { textModule } from '../i18n/texts';
import type { Rational } from '../rational';
import { roundTo, toFixedString } from '../rational';
import { WEEKDAYS } from './calendar';
import type { AttendanceProblem, CountField, PercentageField } from './problems';
import type { Standing } from './sheet-outcome';

/**
 * A percentage to 2 decimals, cut (not rounded) so that a shortfall never shows as met: 74.996 %
 * is '74.99', not '75.00'.
 */
export const percentText = (value: Rational): string =>
  toFixedString(roundTo(value, 2, 'truncate'), 2);

/** A requirement as typed in the rules, without trailing zeros: '75', '66.67'. */
export const requiredText = (value: Rational): string =>
  toFixedString(value, 2).replace(/\.?0+$/, '');

/** A count with its English noun: '1 class', '8 classes'. */
export const counted = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;

const STATES: Record<Standing['state'], string> = {
  safe: 'Safe',
  reachable: 'Short',
  unreachable: 'Not reachable this semester',
  'no-classes': 'No classes yet',
};

const COUNT_LABELS: Record<CountField, string> = {
  held: 'Classes held',
  attended: 'Classes attended',
  leave: 'Leave',
  remaining: 'Classes to come',
  leaveLimit: 'Leave that counts',
};

const PERCENTAGE_LABELS: Record<PercentageField, string> = {
  required: 'Required attendance',
  subjectRequired: 'Required %',
  condonation: 'Each condonation band',
};

function problemText(problem: AttendanceProblem): string {
  switch (problem.code) {
    case 'negative':
      return `${COUNT_LABELS[problem.field]} cannot be negative.`;
    case 'notWhole':
      return `${COUNT_LABELS[problem.field]} must be a whole number of classes, as 40.`;
    case 'notNumber':
      return `${COUNT_LABELS[problem.field]} is not a number: write it with digits, as 40.`;
    case 'tooMany':
      return `${COUNT_LABELS[problem.field]} can be at most ${problem.most}.`;
    case 'notPercentage':
      return `${PERCENTAGE_LABELS[problem.field]} must be a percentage above 0 and at most 100, with up to 2 decimals, as 75.`;
    case 'attendedOverHeld':
      return `Classes attended (${problem.attended}) cannot be more than classes held (${problem.held}).`;
    case 'leaveOverHeld':
      return `Classes attended and on leave together (${problem.together}) cannot be more than classes held (${problem.held}).`;
    case 'timetableDay':
      return `Classes on ${WEEKDAYS[problem.weekday]} must be a whole number from 0 to ${problem.most}.`;
    case 'needsLastDay':
      return 'Give the last teaching day, for the timetable to count the classes to come.';
  }
}

export const attendanceTexts = textModule('attendance', {
  state: (state: Standing['state']) => STATES[state],
  /** The line a standing heads with: its percentage and state ('70.00%, short'). */
  result: (percentage: string, state: Standing['state']) =>
    `${percentage}%, ${STATES[state].toLowerCase()}`,
  classes: (count: number) => counted(count, 'class', 'classes'),
  /** '1 subject', '3 subjects': what the offers and the import say of a sheet. */
  subjects: (count: number) => counted(count, 'subject', 'subjects'),
  /** A subject with no name, by its place: 'Subject 2'. */
  numberedSubject: (number: number) => `Subject ${number}`,
  /** '75%', and with the college's rounding the exact bar it means ('74.5'). */
  requirement: (required: string, roundedFrom: string | null) =>
    `${required}%${roundedFrom === null ? '' : ` (rounded to a whole percent, so from ${roundedFrom}%)`}`,
  atTheBar: (requirement: string) =>
    `You are at ${requirement} or above, but missing the next class would take you below.`,
  mayMiss: (classes: string, requirement: string) =>
    `You may miss the next ${classes} in a row and stay at ${requirement} or above.`,
  mustAttend: (classes: string, requirement: string) =>
    `Attend the next ${classes} in a row to reach ${requirement}.`,
  needsEvery: (requirement: string) =>
    `${requirement} needs every class attended: one missed, it cannot be reached.`,
  /** Within a condonation band now (`now`), or at the semester's end at best. */
  band: (now: boolean, from: string, to: string) =>
    `${now ? 'Now you are' : 'That is'} within the condonation band from ${from}% to ${to}%: the college may condone the shortage.`,
  belowAtBest: (toCome: string, best: string, requirement: string) =>
    `Even attending all ${toCome} to come, you end at ${best}, below ${requirement}.`,
  mayMissAll: (toCome: string, requirement: string) =>
    `Of the ${toCome} to come you may miss all, and end at ${requirement} or above.`,
  mayMissSome: (toCome: string, canMiss: number, requirement: string, best: string) =>
    `Of the ${toCome} to come you may miss ${canMiss}, and end at ${requirement} or above (${best} if you attend all).`,
  /** How the copied summary heads the standing over all subjects. */
  allSubjects: 'All subjects',
  /** Monday 0 … Sunday 6, as the timetable labels them. */
  weekday: (weekday: number): string => WEEKDAYS[weekday]!,
  countLabel: (field: CountField) => COUNT_LABELS[field],
  percentageLabel: (field: PercentageField) => PERCENTAGE_LABELS[field],
  /** The message of a problem a subject's card shows; a section's own are section-texts.ts'. */
  problem: problemText,
});

export type AttendanceTexts = typeof attendanceTexts.en;

const ENGLISH = attendanceTexts.en;

/** The requirement as the sentences say it, with the college's rounding. */
const requirementOf = (standing: Standing, texts: AttendanceTexts) =>
  texts.requirement(
    requiredText(standing.required),
    standing.rounding === 'whole' ? toFixedString(standing.bar, 1) : null,
  );

function bandSentence(
  band: Rational | null,
  standing: Standing,
  now: boolean,
  texts: AttendanceTexts,
): string[] {
  return band === null
    ? []
    : [texts.band(now, requiredText(band), requiredText(standing.required))];
}

/** The sentences under a subject's percentage: what she may miss, or must attend. */
export function standingSentences(standing: Standing, texts = ENGLISH): string[] {
  const required = requirementOf(standing, texts);
  const now: string[] = [];
  if (standing.canMiss !== null) {
    now.push(
      standing.canMiss === 0
        ? texts.atTheBar(required)
        : texts.mayMiss(texts.classes(standing.canMiss), required),
    );
  } else if (standing.mustAttend !== null && standing.held > 0) {
    now.push(texts.mustAttend(texts.classes(standing.mustAttend), required));
  } else if (standing.held > 0) {
    now.push(texts.needsEvery(required));
  }
  now.push(...bandSentence(standing.band, standing, true, texts));
  const semester = standing.semester;
  if (semester === null) return now;
  const toCome = texts.classes(semester.remaining);
  const best = `${percentText(semester.best)}%`;
  if (semester.canMiss === null) {
    return [
      ...now,
      texts.belowAtBest(toCome, best, required),
      ...bandSentence(semester.band, standing, false, texts),
    ];
  }
  return [
    ...now,
    semester.canMiss === semester.remaining
      ? texts.mayMissAll(toCome, required)
      : texts.mayMissSome(toCome, semester.canMiss, required, best),
  ];
}

/** A subject's name, or its place when it has none. */
export const subjectTitle = (name: string, index: number, texts = ENGLISH): string =>
  name.trim() === '' ? texts.numberedSubject(index + 1) : name.trim();

/** The line a standing heads with: its percentage and state ('70.00%, short'). */
export const standingResult = (standing: Standing, texts = ENGLISH): string =>
  standing.percentage === null
    ? texts.state(standing.state)
    : texts.result(percentText(standing.percentage), standing.state);

/** What Copy puts on the clipboard: each worked-out subject, then all of them together. */
export function sheetSummary(
  names: readonly string[],
  subjects: readonly (Standing | null)[],
  overall: Standing | null,
  texts = ENGLISH,
): string | null {
  const line = (title: string, standing: Standing) =>
    `${title}: ${standingResult(standing, texts)}. ${standingSentences(standing, texts).join(' ')}`;
  const lines = subjects.flatMap((standing, index) =>
    standing === null ? [] : [line(subjectTitle(names[index] ?? '', index, texts), standing)],
  );
  if (overall !== null) lines.push(line(texts.allSubjects, overall));
  return lines.length === 0 ? null : lines.join('\n');
}
