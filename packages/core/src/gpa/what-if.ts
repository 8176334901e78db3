import { enteredProblem } from './entered-sgpa';
import { CREDIT_STEP } from './grades';
import type { LimitTexts } from './limit-texts';
import { limitTexts } from './limit-texts';
import { addSemesterRefusal, addSubjectRefusal, sgpaMessage } from './limits';
import type { ProfileEdit, Semester, Subject } from './model';
import { editedSemesters, nextSemesterName } from './profiles';
import { clears, leavesBacklog } from './scales/attempts';
import type { GradeScale, ScaleGrade } from './scales/grade-scale';
import type { ProfileNumbers } from './scales/profile-scale';
import { gradeOf, profileNumbers, withStoredGrade } from './scales/profile-scale';
import { entersGpa, gradeByCode } from './scales/scale-gpa';
import { scaleMaximum, shownGpa } from './scales/scale-view';
import type { ViewTexts } from './scales/view-texts';
import { viewTexts } from './scales/view-texts';
import { shownSemesterName } from './shown-names';
import type { WhatIfFigure } from './what-if-mode-texts';
import { whatIfTexts } from './what-if-mode-texts';

type WhatIfTexts = typeof whatIfTexts.en;

/** The words of what-if's refusals: its own, the limits' and the semester names the product writes. */
export interface WhatIfWords {
  texts: WhatIfTexts;
  limits: LimitTexts;
  view: ViewTexts;
}

const ENGLISH: WhatIfWords = { texts: whatIfTexts.en, limits: limitTexts.en, view: viewTexts.en };

/**
 * What-if: temporary changes to a profile's grades, shown as the CGPA, percentage,
 * class and backlogs they would give, without touching the saved profile; then discarded, or kept
 * as the ProfileEdits a store saves. The numbers are profileNumbers' over hypothetical semesters:
 * no arithmetic of its own.
 */

export type WhatIfChange =
  /** The subject holds the scale's grade `grade` (a code). */
  | { kind: 'grade'; subjectId: string; grade: string }
  /**
   * The semester's SGPA is `sgpa` (a decimal): each of its subjects that enters its SGPA holds
   * `sgpa` points instead of its grade, keeping its credits and standing (a fail stays a fail), so
   * the semester counts SGPA × its credits. Tried only: a profile saves grades, not SGPAs.
   */
  | { kind: 'sgpa'; semesterId: string; sgpa: string }
  /**
   * A later attempt clears a backlog with `grade`: a subject `attemptId` retaking it, in the
   * semester `semester.id`, or in a new semester with that id and name after the last.
   */
  | {
      kind: 'clear';
      subjectId: string;
      grade: string;
      attemptId: string;
      semester: { id: string; name: string };
    };

/** The changes of one what-if; at most one per subject and per semester. */
export type WhatIf = readonly WhatIfChange[];

const targetOf = (change: WhatIfChange) =>
  change.kind === 'sgpa' ? `semester ${change.semesterId}` : `subject ${change.subjectId}`;

const semesterIndexOf = (semesters: readonly Semester[], subjectId: string) =>
  semesters.findIndex((semester) => semester.subjects.some(({ id }) => id === subjectId));

const findSubject = (semesters: readonly Semester[], subjectId: string): Subject | undefined =>
  semesters[semesterIndexOf(semesters, subjectId)]?.subjects.find(({ id }) => id === subjectId);

/** The semester a change is about: its own, or its subject's. */
function semesterOfChange(semesters: readonly Semester[], change: WhatIfChange): string | null {
  if (change.kind === 'sgpa') return change.semesterId;
  return semesters[semesterIndexOf(semesters, change.subjectId)]?.id ?? null;
}

/**
 * `whatIf` with `change` in place of any change of the same subject or semester. A semester's SGPA
 * and a grade of one of its subjects replace each other (the SGPA would hide the grade); a grade
 * the subject already holds is no change.
 */
export function withChange(
  scale: GradeScale,
  semesters: readonly Semester[],
  whatIf: WhatIf,
  change: WhatIfChange,
): WhatIfChange[] {
  const semesterId = semesterOfChange(semesters, change);
  const rest = whatIf.filter(
    (other) =>
      targetOf(other) !== targetOf(change) &&
      !(
        other.kind !== 'clear' &&
        change.kind !== 'clear' &&
        other.kind !== change.kind &&
        semesterOfChange(semesters, other) === semesterId
      ),
  );
  if (change.kind === 'grade') {
    const subject = findSubject(semesters, change.subjectId);
    if (subject && gradeOf(scale, subject)?.code === change.grade) return rest;
  }
  return [...rest, change];
}

/** `whatIf` without the change of `change`'s subject or semester. */
export const withoutChange = (whatIf: WhatIf, change: WhatIfChange): WhatIfChange[] =>
  whatIf.filter((other) => targetOf(other) !== targetOf(change));

// --- Clearing a backlog ---------------------------------------------------------------------------

/** The grades that clear a backlog, best first as the scale lists them. */
export const clearingGrades = (scale: GradeScale): ScaleGrade[] => scale.grades.filter(clears);

/**
 * The change that clears the backlog `subjectId` with `grade`: its attempt goes in the profile's
 * last semester when that comes after the backlog's and has subjects, else in a new semester after it (one new
 * semester for every backlog of the what-if), or the refusal the limits give, in `limits`' language.
 */
export function clearChange(
  scale: GradeScale,
  semesters: readonly Semester[],
  whatIf: WhatIf,
  clearing: { subjectId: string; grade: string; attemptId: string; newSemesterId: string },
  limits: LimitTexts = limitTexts.en,
): { ok: true; change: WhatIfChange } | { ok: false; message: string } {
  const { subjectId, grade, attemptId, newSemesterId } = clearing;
  const last = semesters.at(-1);
  const known = new Set(semesters.map(({ id }) => id));
  const newSemester = whatIf.flatMap((change) =>
    change.kind === 'clear' && !known.has(change.semester.id) ? [change.semester] : [],
  )[0];
  // A quick semester takes no subjects, so an attempt never goes into one.
  const semester =
    last && !last.entered && semesterIndexOf(semesters, subjectId) < semesters.length - 1
      ? { id: last.id, name: last.name }
      : (newSemester ?? { id: newSemesterId, name: nextSemesterName(semesters) });
  const hypothetical = plannedSemesters(scale, semesters, withoutClearOf(whatIf, subjectId));
  const refusal =
    addSubjectRefusal(hypothetical, limits) ??
    (hypothetical.some(({ id }) => id === semester.id)
      ? null
      : addSemesterRefusal(hypothetical, limits));
  if (refusal) return { ok: false, message: refusal };
  return { ok: true, change: { kind: 'clear', subjectId, grade, attemptId, semester } };
}

const withoutClearOf = (whatIf: WhatIf, subjectId: string) =>
  whatIf.filter((change) => change.kind === 'sgpa' || change.subjectId !== subjectId);

// --- Keeping ----------------------------------------------------------------------------------------

/**
 * The edits that save the grades and clearings of `whatIf`, in order. Changes of subjects that are
 * gone (a collaborator deleted them meanwhile), of grades the scale lacks, and clearings of what is
 * no backlog or has a later attempt by now are dropped, so keeping never writes a broken link.
 */
function plannedEdits(scale: GradeScale, semesters: readonly Semester[], whatIf: WhatIf) {
  const edits: ProfileEdit[] = [];
  const added = new Set<string>();
  for (const change of whatIf) {
    if (change.kind === 'sgpa') {
      // A quick semester saves its SGPA as it is; a subject semester saves grades, not an SGPA.
      const semester = semesters.find(({ id }) => id === change.semesterId);
      if (semester?.entered && sgpaRefusal(scale, semester, change.sgpa) === null) {
        const entered = { ...semester.entered, sgpa: Number(change.sgpa) };
        edits.push({ type: 'setSemesterEntry', semesterId: semester.id, entered });
      }
      continue;
    }
    const index = semesterIndexOf(semesters, change.subjectId);
    const subject = semesters[index]?.subjects.find(({ id }) => id === change.subjectId);
    const grade = gradeByCode(scale, change.grade);
    if (!subject || !grade) continue;
    if (change.kind === 'grade') {
      const updated = withStoredGrade(scale, subject, grade);
      edits.push({ type: 'updateSubject', semesterId: semesters[index]!.id, subject: updated });
      continue;
    }
    const target = semesters.findIndex(({ id }) => id === change.semester.id);
    const retaken = semesters.some((each) =>
      each.subjects.some(({ retakeOf }) => retakeOf === subject.id),
    );
    if (
      !clears(grade) ||
      !leavesBacklog(gradeOf(scale, subject)!) ||
      retaken ||
      (target !== -1 && target <= index)
    )
      continue;
    if (target === -1 && !added.has(change.semester.id)) {
      added.add(change.semester.id);
      edits.push({ type: 'addSemester', semester: { ...change.semester, subjects: [] } });
    }
    const attempt: Subject = withStoredGrade(
      scale,
      { ...subject, id: change.attemptId, retakeOf: subject.id },
      grade,
    );
    edits.push({ type: 'addSubject', semesterId: change.semester.id, subject: attempt });
  }
  return edits;
}

/** The semesters after `edits`, each edit that names something gone left out. */
const afterEdits = (semesters: readonly Semester[], edits: readonly ProfileEdit[]) =>
  edits.reduce<Semester[]>(
    (result, edit) => editedSemesters(result, edit) ?? result,
    [...semesters],
  );

const plannedSemesters = (scale: GradeScale, semesters: readonly Semester[], whatIf: WhatIf) =>
  afterEdits(semesters, plannedEdits(scale, semesters, whatIf));

/**
 * What Keep sends to the store: exactly the edits that give the what-if's semesters, and the
 * changes that cannot be kept (a subject semester's SGPA: its subjects' grades are what it saves).
 */
export function whatIfEdits(
  scale: GradeScale,
  semesters: readonly Semester[],
  whatIf: WhatIf,
): { edits: ProfileEdit[]; unkept: WhatIfChange[] } {
  return {
    edits: plannedEdits(scale, semesters, whatIf),
    unkept: whatIf.filter(
      (change) =>
        change.kind === 'sgpa' && !semesters.find(({ id }) => id === change.semesterId)?.entered,
    ),
  };
}

// --- The hypothetical profile -----------------------------------------------------------------------

/**
 * Why `text` cannot be the SGPA of `semester`, or null when it can: an SGPA as a grade card prints
 * it, checked as a quick semester's is; said in `words`, the semester named as they show it.
 */
export function sgpaRefusal(
  scale: GradeScale,
  semester: Semester,
  text: string,
  { texts, limits, view }: WhatIfWords = ENGLISH,
): string | null {
  const value = text.trim();
  const problem = /^\d+(\.\d+)?$/.test(value)
    ? enteredProblem({ sgpa: Number(value), credits: CREDIT_STEP }, scale, limits)
    : sgpaMessage(scaleMaximum(scale), limits);
  if (problem !== null) return problem;
  if (semester.entered) return null;
  const graded = semester.subjects.some((subject) => {
    const grade = gradeOf(scale, subject);
    return grade !== undefined && entersGpa(scale, grade) && subject.credit > 0;
  });
  return graded ? null : texts.noCredits(shownSemesterName(semester.name, view));
}

export interface WhatIfProfile {
  /** The profile's scale, with the grades of the SGPAs tried (the code of each is 'A|8.25'). */
  scale: GradeScale;
  semesters: Semester[];
  numbers: ProfileNumbers;
}

/**
 * The profile as the what-if would make it: its grades and clearings applied as Keep would save
 * them, then each semester's SGPA tried over the subjects it had (not a what-if attempt in it).
 */
export function applyWhatIf(
  scale: GradeScale,
  semesters: readonly Semester[],
  whatIf: WhatIf,
): WhatIfProfile {
  const sgpas = new Map<string, string>();
  const attempts = new Set<string>();
  for (const change of whatIf) {
    if (change.kind === 'clear') attempts.add(change.attemptId);
    const semester = change.kind === 'sgpa' && semesters.find(({ id }) => id === change.semesterId);
    if (semester && sgpaRefusal(scale, semester, change.sgpa) === null) {
      sgpas.set(semester.id, String(Number(change.sgpa)));
    }
  }
  const extra = new Map<string, ScaleGrade>();
  const tried = plannedSemesters(scale, semesters, whatIf).map((semester) => {
    const sgpa = sgpas.get(semester.id);
    if (sgpa === undefined) return semester;
    const subjects = semester.subjects.map((subject) => {
      const grade = gradeOf(scale, subject)!;
      if (attempts.has(subject.id) || !entersGpa(scale, grade)) return subject;
      const code = `${grade.code}|${sgpa}`;
      if (!extra.has(code)) extra.set(code, { ...grade, code, points: Number(sgpa) });
      return { ...subject, grade: Number(sgpa), gradeCode: code };
    });
    return { ...semester, subjects };
  });
  const extended =
    extra.size === 0 ? scale : { ...scale, grades: [...scale.grades, ...extra.values()] };
  return { scale: extended, semesters: tried, numbers: profileNumbers(extended, tried) };
}

// --- Before and after -------------------------------------------------------------------------------

export interface WhatIfRow {
  /** The figure, by its English name (what-if-panel.tsx names it in the element's language). */
  label: WhatIfFigure;
  before: string;
  after: string;
  changed: boolean;
}

/** Shown where a figure has no value (no percentage conversion, no class for this CGPA). */
export const NO_FIGURE = '—';

function figures(
  scale: GradeScale,
  numbers: ProfileNumbers,
  texts: WhatIfTexts,
): Record<WhatIfFigure, string> {
  const { active, cleared } = numbers.backlogs;
  return {
    CGPA: shownGpa(scale, numbers.cgpa),
    Percentage: numbers.percentage ? `${numbers.percentage.text}%` : NO_FIGURE,
    Class: numbers.classification ?? NO_FIGURE,
    Backlogs: texts.backlogCount(active, cleared),
  };
}

/** The saved profile's CGPA, percentage, class and backlogs beside the what-if's. */
export function compareWhatIf(
  scale: GradeScale,
  before: ProfileNumbers,
  after: ProfileNumbers,
  texts: WhatIfTexts = whatIfTexts.en,
): WhatIfRow[] {
  const was = figures(scale, before, texts);
  const will = figures(scale, after, texts);
  return (['CGPA', 'Percentage', 'Class', 'Backlogs'] as const).map((label) => ({
    label,
    before: was[label],
    after: will[label],
    changed: was[label] !== will[label],
  }));
}
