/**
 * The words of the attendance working, in English; a module of their own so that a language's
 * texts carry them without the working's code. The arithmetic between them is the same in every
 * language (working-arithmetic.ts reads it).
 */
import { textModule } from '../i18n/texts';
import { counted } from './texts';

export const attendanceWorkingTexts = textModule('attendance-working', {
  countedAsAttended: (attended: number, leave: number, total: number) =>
    `Counted as attended: ${attended} attended + ${leave} on leave = ${total}`,
  heldAndCounted: (held: number, total: number) =>
    `Classes held: ${held}, counted as attended: ${total}`,
  attendance: (line: string) => `Attendance = ${line}`,
  requiredRounded: (required: string, bar: string) =>
    `Required: ${required}% after rounding to a whole percent, so at least ${bar}% exactly.`,
  requiredExact: (required: string, bar: string) =>
    `Required: ${required}%, compared exactly: ${bar}% is enough, anything less is short.`,
  /** m, the classes in a row she may miss: the inequality, then its bound and the answer. */
  missingNext: (inequality: string) => `Missing the next m classes in a row: ${inequality},`,
  greatestM: (bound: string, m: number) =>
    `so m ≤ ${bound}, and m = ${m}, the greatest whole number.`,
  missing: (classes: number) => `Missing ${classes}`,
  noneHeld: 'No classes held yet.',
  onlyEvery: (attended: number, held: number) =>
    `${attended} of ${held} classes attended: only every class attended reaches 100%, so none do now.`,
  /** x, the classes in a row she must attend. */
  attendingNext: (inequality: string) => `Attending the next x classes in a row: ${inequality},`,
  leastX: (bound: string, x: number) => `so x ≥ ${bound}, and x = ${x}, the least whole number.`,
  attending: (classes: number) => `Attending ${classes}`,
  attendingAll: (classes: number) => `Attending all ${classes}`,
  /** The timetable's table: its caption, with the holidays that took classes when any did. */
  toComeCaption: (from: string, to: string, holidays: number, classesOnHolidays: number) =>
    `Classes to come, ${from} to ${to}${
      holidays === 0
        ? ''
        : `, less ${counted(classesOnHolidays, 'class', 'classes')} on ${counted(holidays, 'holiday', 'holidays')}`
    }`,
  day: 'Day',
  days: 'Days',
  classesADay: 'Classes a day',
  classes: 'Classes',
  /** 'Classes to come = 8 + 4 = 12', or with one weekday 'Classes to come: 12'. */
  toComeSum: (sum: string, total: number) => `Classes to come = ${sum} = ${total}`,
  toCome: (total: number) => `Classes to come: ${total}`,
  /** k, the classes to come she may miss. */
  missingOfThem: (inequality: string) => `Missing k of them: ${inequality},`,
  greatestK: (bound: string, k: number, all: boolean) =>
    `so k ≤ ${bound}, and k = ${k}${all ? ', all of them' : ', the greatest whole number'}.`,
  allSubjectsTogether: 'All subjects together',
  overall: 'Overall',
  attendanceResult: 'Attendance',
  subjectsSafe: 'Subjects safe',
  safeOf: (safe: number, subjects: number) => `${safe} of ${subjects}`,
});
