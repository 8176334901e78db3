/**
 * The summary card's texts in English (SPEC §2): the CGPA in its ring and the counts beside it.
 * On the first screen; the cards below the semesters have their own (card-texts.ts).
 */
import { textModule } from '#core/i18n/texts.ts';

export const summaryTexts = textModule('gpa-summary', {
  cumulative: 'Cumulative GPA',
  totalSubjs: 'Total Subjects',
  totalCredits: 'Total Credits',
});
