import type { GradeScale } from '../grade-scale';
import { ANNA_FIND_BY, ANNA_PERCENTAGE_DISPUTE, ANNA_TIMES_TEN } from './anna-r2021';
import { USUAL, fail, linear, outside, pass, source } from './build';
import type { Preset } from './preset';

const CHECKED = '2026-11-27';

/**
 * Anna University, Regulation 2017: its own table, not R2021's. B (6 points) covers 50–60 and there
 * is no C, so the least passing CGPA is 6. As in R2021, only courses cleared count, and a
 * distinction needs no history of arrears.
 */
export const ANNA_R2017: GradeScale = {
  id: 'anna-r2017',
  name: 'Anna University R2017',
  grades: [
    pass('O', 'Outstanding', 10, '91–100'),
    pass('A+', 'Excellent', 9, '81–90'),
    pass('A', 'Very Good', 8, '71–80'),
    pass('B+', 'Good', 7, '61–70'),
    pass('B', 'Average', 6, '50–60'),
    { ...fail('RA', 'Reappearance', true), marks: '< 50' },
    fail('SA', 'Shortage of attendance', true),
    outside('W', 'Withdrawal', { isTemporary: true }),
  ],
  ...USUAL,
  failedSubjects: 'leave-out-until-cleared',
  percentage: linear(10, 0),
  classes: [
    { name: 'First Class with Distinction', minCgpa: 8.5, requiresNoArrears: true },
    { name: 'First Class', minCgpa: 6.5 },
    // "Others will be second class": everyone who passes every course, whose CGPA is at least
    // B's 6 points on this table.
    { name: 'Second Class', minCgpa: 6 },
  ],
  sources: [
    source(
      'https://padeepz.net/test-sem-7/',
      'Padeepz, Anna University Regulation 2017: grades, points and marks ranges; distinction without arrears',
      CHECKED,
    ),
    source(
      'https://invitly.co/anna-university-grade-system-regulation-2013/',
      'Invitly, Anna University grade system: Regulation 2017 table (O 91–100 … B 50–60, RA < 50)',
      CHECKED,
    ),
    source(
      'https://vidyarthiplus.com/vp/Thread-Anna-University-Criteria-to-get-First-Class-with-Distinction-First-Class-n-2nd-Class?page=1',
      'Vidyarthiplus, Anna University classification clause 15.2 as quoted (8.50 at first appearance, 6.50, others second class)',
      CHECKED,
    ),
    source(
      'https://amrita.edu.in/node/764',
      'A college page quoting Anna University’s examination system: 20 internal + 80 end-semester, pass with 45% of the end-semester exam and 50% in all',
      CHECKED,
    ),
    ANNA_TIMES_TEN,
  ],
  disputed: [ANNA_PERCENTAGE_DISPUTE],
};

export const ANNA_R2017_PRESET: Preset = {
  scale: ANNA_R2017,
  findBy: [...ANNA_FIND_BY, 'R2017'],
  // 45% of the 80 end-semester marks.
  exam: { internal: 20, external: 80, minExternal: 36 },
  notes: [
    'A distinction needs every course passed at the first appearance within eight semesters; first class, every course passed within ten.',
    'Second class is every other student who passes every course.',
  ],
};
