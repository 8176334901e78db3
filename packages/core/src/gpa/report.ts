import { CLASS_ASSUMES_NO_ARREARS_NOTE, enteredSummary } from './entered-sgpa';
import { formatPoints } from './gpa';
import type { Profile, Semester, Subject } from './model';
import type { GradeScale } from './scales/grade-scale';
import type { ProfileNumbers } from './scales/profile-scale';
import { namedGrade, profileNumbers, resolveScale } from './scales/profile-scale';
import type { AttemptView } from './scales/scale-view';
import { describeRule } from './scales/percentage-view';
import { attemptNotes, attemptViews, backlogSummary, shownGpa } from './scales/scale-view';

/**
 * The print view of one profile: a whole HTML document with its CSS inline and nothing to fetch,
 * so it prints the same from an iframe's srcdoc, a file or an e-mail. Every text from the profile
 * is escaped: names are user input and may hold markup.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/**
 * A grade as its code and points, e.g. 'A+ (9)'; a 0 saved before scales, which could be any of
 * E, F and G, as the bare number rather than a guess.
 */
function gradeText(scale: GradeScale, subject: Subject): string {
  const grade = namedGrade(scale, subject);
  return grade ? `${grade.code} (${grade.points})` : String(subject.grade);
}

function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** Day, month name and year in the reader's time zone; spelled out so no reader mixes up d/m. */
const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

const REPORT_CSS = `
@page { margin: 15mm; }
body { margin: 0 auto; max-width: 48rem; padding: 1rem; color: #111; background: #fff;
  font: 11pt/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
h1 { margin: 0; font-size: 18pt; }
h2 { margin: 0 0 0.4rem; font-size: 13pt; }
.generated { margin: 0.2rem 0 1rem; color: #555; }
.summary { margin-bottom: 1.2rem; padding: 0.6rem 0.8rem; border: 1px solid #bbb; border-radius: 6px; }
.cgpa { font-size: 20pt; font-weight: 700; }
section { margin-bottom: 1.2rem; break-inside: avoid; }
table { width: 100%; border-collapse: collapse; }
th, td { padding: 0.25rem 0.5rem; border-bottom: 1px solid #ccc; text-align: left; }
.number { text-align: right; font-variant-numeric: tabular-nums; }
tfoot th, tfoot td { border-bottom: 0; font-weight: 700; }
.empty { color: #555; font-style: italic; }
.attempts { color: #555; font-size: 9pt; }
.scale { margin: 0.4rem 0 0; color: #333; overflow-wrap: anywhere; }
`;

/**
 * A subject's attempt notes as the screen shows them ('Cleared in Semester 2', 'not counted'), and
 * 'counted' on the attempt of a subject taken more than once that the CGPA counts.
 */
function attemptText(view: AttemptView | undefined): string {
  const notes = attemptNotes(view).map(({ text }) => text);
  if (view?.counted && (view.attempt !== null || view.retaken)) notes.push('counted');
  return notes.length === 0
    ? ''
    : ` <span class="attempts">(${escapeHtml(notes.join('; '))})</span>`;
}

function semesterSection(
  scale: GradeScale,
  semester: Semester,
  sgpa: string | null,
  attempts: ReadonlyMap<string, AttemptView>,
): string {
  const name = escapeHtml(semester.name);
  if (semester.entered) {
    return `<section><h2>${name}</h2><p>${escapeHtml(enteredSummary(semester.entered))}</p></section>`;
  }
  if (semester.subjects.length === 0) {
    return `<section><h2>${name}</h2><p class="empty">No subjects added yet</p></section>`;
  }
  const rows = semester.subjects.map(
    (subject) =>
      `<tr><td>${escapeHtml(subject.subjectName)}${attemptText(attempts.get(subject.id))}</td><td>${escapeHtml(gradeText(scale, subject))}</td>` +
      `<td class="number">${subject.credit}</td><td class="number">${formatPoints(subject)}</td></tr>`,
  );
  return (
    `<section><h2>${name}</h2><table>` +
    '<thead><tr><th>Subject</th><th>Grade</th><th class="number">Credits</th><th class="number">Points</th></tr></thead>' +
    `<tbody>${rows.join('')}</tbody>` +
    `<tfoot><tr><th colspan="3">SGPA</th><td class="number">${shownGpa(scale, sgpa)}</td></tr></tfoot>` +
    '</table></section>'
  );
}

/**
 * The scale and what it gives beyond the CGPA, for a profile not on SPEC's scale (whose report
 * stays as it was): its name and sources, the percentage by its rule, the class, the backlogs.
 */
function scaleSummary(scale: GradeScale, numbers: ProfileNumbers): string {
  const lines = [`Grade scale: ${escapeHtml(scale.name)}`];
  if (numbers.percentage) {
    lines.push(
      `Percentage ${numbers.percentage.text}% (${escapeHtml(describeRule(numbers.percentage.line))})`,
    );
  }
  if (numbers.classification) lines.push(`Class: ${escapeHtml(numbers.classification)}`);
  if (numbers.classAssumesNoArrears) lines.push(escapeHtml(CLASS_ASSUMES_NO_ARREARS_NOTE));
  const backlogs = backlogSummary(numbers);
  if (backlogs) lines.push(backlogs);
  for (const source of scale.sources) {
    lines.push(
      `Source: ${escapeHtml(source.title)}, ${escapeHtml(source.url)} (read ${source.read})`,
    );
  }
  return `<p class="scale">${lines.join('<br>')}</p>`;
}

/** The report of `profile` as generated at `generatedAt` (milliseconds since the epoch). */
export function profileReportHtml(profile: Profile, generatedAt: number): string {
  const name = escapeHtml(profile.name);
  const scale = resolveScale(profile.scale)!;
  const numbers = profileNumbers(scale, profile.semesters);
  const attempts = attemptViews(scale, profile.semesters);
  const semesters =
    profile.semesters.length === 0
      ? '<p class="empty">No semesters added yet</p>'
      : profile.semesters
          .map((semester, index) =>
            semesterSection(scale, semester, numbers.sgpas[index]!, attempts),
          )
          .join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    `<title>${name} – GPA report</title><style>${REPORT_CSS}</style></head><body>` +
    `<h1>${name}</h1>` +
    `<p class="generated">GPA report, ${DATE_FORMAT.format(generatedAt)}</p>` +
    '<div class="summary">Cumulative GPA <span class="cgpa">' +
    shownGpa(scale, numbers.cgpa) +
    '</span><br>' +
    // The counts, as the widget's summary gives them.
    `${counted(profile.semesters.length, 'semester')}, ${counted(numbers.subjectsCounted, 'subject')}, ` +
    `${counted(numbers.creditsCounted, 'credit')}` +
    (profile.scale ? scaleSummary(scale, numbers) : '') +
    `</div>${semesters}</body></html>`
  );
}
