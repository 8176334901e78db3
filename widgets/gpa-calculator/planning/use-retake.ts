import { useState } from 'react';
import { limitTexts } from '#core/gpa/limit-texts.ts';
import { addSemesterRefusal, addSubjectRefusal } from '#core/gpa/limits.ts';
import type { ProfileEdit, Semester, Subject } from '#core/gpa/model.ts';
import {
  newSemesterId,
  newSubjectId,
  nextSemesterName,
  parseSubjectForm,
  systemIds,
} from '#core/gpa/profiles.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import { subjectFormTexts } from '#core/gpa/subject-form-texts.ts';
import { useTexts } from '#ui/language/language.ts';

/** Where a later attempt goes: a later semester by id, or a new semester after the last. */
export const NEW_SEMESTER = '';

export interface RetakeFields {
  semesterId: string;
  grade: string;
  credit: string;
}

export interface RetakeOptions {
  semesters: readonly Semester[];
  scale: GradeScale;
  /** Saves one edit of the shown profile; false (the user told) when the store refused it. */
  save: (edit: ProfileEdit) => Promise<boolean>;
  /** Shows the semester the attempt went into. */
  showSemester: (semesterId: string) => void;
}

/**
 * Later attempts of backlogs: the subject whose attempt is being recorded, and recording it as a
 * subject of a later semester (a new one if asked) that names the failed one in `retakeOf`.
 */
export function useRetake({ semesters, scale, save, showSemester }: RetakeOptions) {
  const [target, setTarget] = useState<{ subject: Subject; semesterId: string } | null>(null);
  const formTexts = useTexts(subjectFormTexts);
  const limits = useTexts(limitTexts);

  /** Why the fields are refused (shown in the dialog), or null once the attempt is being saved. */
  const record = (fields: RetakeFields): string | null => {
    const { subject } = target!;
    const typed = { ...fields, subjectName: subject.subjectName };
    const parsed = parseSubjectForm(typed, scale, formTexts, limits);
    if (!parsed.ok) return parsed.message;
    const refusal =
      addSubjectRefusal(semesters, limits) ??
      (fields.semesterId === NEW_SEMESTER ? addSemesterRefusal(semesters, limits) : null);
    if (refusal) return refusal;
    setTarget(null);
    void (async () => {
      let semesterId = fields.semesterId;
      if (semesterId === NEW_SEMESTER) {
        const name = nextSemesterName(semesters);
        const added = { id: newSemesterId(systemIds), name, subjects: [] };
        if (!(await save({ type: 'addSemester', semester: added }))) return;
        semesterId = added.id;
      }
      const attempt = { id: newSubjectId(systemIds), ...parsed.value, retakeOf: subject.id };
      if (await save({ type: 'addSubject', semesterId, subject: attempt })) {
        showSemester(semesterId);
      }
    })();
    return null;
  };

  return {
    target,
    start: (subject: Subject, semesterId: string) => setTarget({ subject, semesterId }),
    cancel: () => setTarget(null),
    record,
  };
}
