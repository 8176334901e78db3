import type { Language } from '../i18n/texts';
import { ENGLISH, textsIn } from '../i18n/texts';
import { localDigits } from '../i18n/numbers';
import { enteredSummary } from './entered-sgpa';
import { formatPoints } from './gpa';
import type { Profile, Semester, Subject } from './model';
import { percentageTexts } from './percentage-texts';
import type { ReportTexts } from './report-texts';
import { reportTexts } from './report-texts';
import type { GradeScale } from './scales/grade-scale';
import type { ProfileNumbers } from './scales/profile-scale';
import { namedGrade, profileNumbers, resolveScale } from './scales/profile-scale';
import type { AttemptView } from './scales/scale-view';
import { describeRule } from './scales/percentage-view';
import { attemptNotes, attemptViews, backlogSummary, shownGpa } from './scales/scale-view';
import type { ViewTexts } from './scales/view-texts';
import { viewTexts } from './scales/view-texts';
import { shownProfileName, shownScaleName, shownSemesterName } from './shown-names';

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
function gradeText(scale: GradeScale, subject: Subject, words: Words): string {
  const grade = namedGrade(scale, subject);
  return grade
    ? `${grade.code} (${words.digits(String(grade.points))})`
    : words.digits(String(subject.grade));
}

/**
 * Day, month name and year in the reader's time zone and the report's language ('1 May 2024',
 * '1 मई 2024'); spelled out so no reader mixes up d/m.
 */
const dateFormat = ({ locale }: Language) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : `${locale}-IN`, {
    dateStyle: 'long',
    numberingSystem: 'latn',
  });

/** The report's words (its own and the screen's) and its digits. */
interface Words {
  texts: ReportTexts;
  view: ViewTexts;
  digits: (text: string) => string;
}

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
function attemptText(view: AttemptView | undefined, { texts, view: names, digits }: Words): string {
  const notes = attemptNotes(view, names).map(({ text }) => text);
  if (view?.counted && (view.attempt !== null || view.retaken)) notes.push(texts.counted);
  return notes.length === 0
    ? ''
    : ` <span class="attempts">(${escapeHtml(digits(notes.join('; ')))})</span>`;
}

function semesterSection(
  scale: GradeScale,
  semester: Semester,
  sgpa: string | null,
  attempts: ReadonlyMap<string, AttemptView>,
  words: Words,
): string {
  const { texts, view, digits } = words;
  const name = escapeHtml(shownSemesterName(semester.name, view, digits));
  if (semester.entered) {
    const entered = digits(enteredSummary(semester.entered, view));
    return `<section><h2>${name}</h2><p>${escapeHtml(entered)}</p></section>`;
  }
  if (semester.subjects.length === 0) {
    return `<section><h2>${name}</h2><p class="empty">${escapeHtml(texts.noSubjects)}</p></section>`;
  }
  const rows = semester.subjects.map(
    (subject) =>
      `<tr><td>${escapeHtml(subject.subjectName)}${attemptText(attempts.get(subject.id), words)}</td><td>${escapeHtml(gradeText(scale, subject, words))}</td>` +
      `<td class="number">${digits(String(subject.credit))}</td><td class="number">${digits(formatPoints(subject))}</td></tr>`,
  );
  const head = [view.subject, texts.grade, view.credits, texts.points].map(escapeHtml);
  return (
    `<section><h2>${name}</h2><table>` +
    `<thead><tr><th>${head[0]}</th><th>${head[1]}</th><th class="number">${head[2]}</th><th class="number">${head[3]}</th></tr></thead>` +
    `<tbody>${rows.join('')}</tbody>` +
    `<tfoot><tr><th colspan="3">SGPA</th><td class="number">${digits(shownGpa(scale, sgpa))}</td></tr></tfoot>` +
    '</table></section>'
  );
}

/**
 * The scale and what it gives beyond the CGPA, for a profile not on SPEC's scale (whose report
 * stays as it was): its name and sources, the percentage by its rule, the class, the backlogs.
 */
function scaleSummary(
  scale: GradeScale,
  numbers: ProfileNumbers,
  { texts, view, digits }: Words,
  language: Language,
): string {
  const lines = [texts.scale(shownScaleName(scale, view))];
  const { percentage } = numbers;
  if (percentage) {
    lines.push(texts.percentage(digits(percentage.text), digits(describeRule(percentage.line))));
  }
  if (numbers.classification) lines.push(texts.classOf(numbers.classification));
  if (numbers.classAssumesNoArrears) {
    lines.push(textsIn(language.bundle, percentageTexts).noArrears);
  }
  const backlogs = backlogSummary(numbers, view);
  if (backlogs) lines.push(digits(backlogs));
  for (const source of scale.sources) {
    lines.push(texts.source(source.title, source.url, digits(source.read)));
  }
  return `<p class="scale">${lines.map(escapeHtml).join('<br>')}</p>`;
}

/**
 * The report of `profile` as generated at `generatedAt` (milliseconds since the epoch), in
 * `language`: its words and digits, and the names the product writes as the element shows them.
 */
export function profileReportHtml(
  profile: Profile,
  generatedAt: number,
  language: Language = ENGLISH,
): string {
  const words: Words = {
    texts: textsIn(language.bundle, reportTexts),
    view: textsIn(language.bundle, viewTexts),
    digits: (text) => localDigits(text, language.locale, language.digits),
  };
  const { texts, digits } = words;
  const name = shownProfileName(profile, words.view);
  const scale = resolveScale(profile.scale)!;
  const numbers = profileNumbers(scale, profile.semesters);
  const attempts = attemptViews(scale, profile.semesters);
  const semesters =
    profile.semesters.length === 0
      ? `<p class="empty">${escapeHtml(texts.noSemesters)}</p>`
      : profile.semesters
          .map((semester, index) =>
            semesterSection(scale, semester, numbers.sgpas[index]!, attempts, words),
          )
          .join('');
  const counts = texts.counts(
    profile.semesters.length,
    numbers.subjectsCounted,
    numbers.creditsCounted,
  );
  return (
    `<!doctype html><html lang="${language.locale}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(texts.title(name))}</title><style>${REPORT_CSS}</style></head><body>` +
    `<h1>${escapeHtml(name)}</h1>` +
    `<p class="generated">${escapeHtml(texts.generated(digits(dateFormat(language).format(generatedAt))))}</p>` +
    `<div class="summary">${escapeHtml(texts.cumulative)} <span class="cgpa">` +
    digits(shownGpa(scale, numbers.cgpa)) +
    '</span><br>' +
    // The counts, as the widget's summary gives them.
    escapeHtml(digits(counts)) +
    (profile.scale ? scaleSummary(scale, numbers, words, language) : '') +
    `</div>${semesters}</body></html>`
  );
}
