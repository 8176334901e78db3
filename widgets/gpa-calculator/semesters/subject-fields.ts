/** The form's fields as typed; `grade` is the code of one of the scale's grades, '' for none. */
export interface SubjectFields {
  subjectName: string;
  grade: string;
  credit: string;
}

export const EMPTY_SUBJECT_FIELDS: SubjectFields = { subjectName: '', grade: '', credit: '' };

/**
 * The subject form's fields as typed, outside the calculator's React state: a keystroke, and the
 * form emptied by Add Subject, render the form alone (subject-form.tsx reads them with
 * `useSyncExternalStore`), not the whole calculator, which on a big profile is most of the work of
 * an input on a slow phone.
 */
export interface FieldsStore {
  get: () => SubjectFields;
  set: (fields: SubjectFields) => void;
  subscribe: (listener: () => void) => () => void;
}

export function fieldsStore(): FieldsStore {
  let fields = EMPTY_SUBJECT_FIELDS;
  const listeners = new Set<() => void>();
  return {
    get: () => fields,
    set(next) {
      if (next === fields) return;
      fields = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
