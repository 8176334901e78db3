import type { Ref } from 'react';
import { useId, useState } from 'react';
import { NO_MARKS_BANDS, marksSentence, neededSentence } from '#core/gpa/plan/plan-texts.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import {
  MARKS_MESSAGE,
  gradeForMarks,
  marksBands,
  readMarks,
} from '#core/gpa/scales/marks-bands.ts';
import { Field, Result } from './tool-fields';

/**
 * Marks to grade, and the marks a grade needs, on the bands the scale's source prints: in Plan
 * ahead and in Marks tools. `inputRef` takes the marks field, for a dialog's first focus.
 */
export function MarksToGrade({
  scale,
  inputRef,
}: {
  scale: GradeScale;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const bands = marksBands(scale);
  const [marks, setMarks] = useState('');
  const [code, setCode] = useState(bands[0]?.grade.code ?? '');
  const selectId = useId();
  if (bands.length === 0) {
    return <p className="plan-dialog__note">Marks to grade: {NO_MARKS_BANDS}</p>;
  }
  const value = readMarks(marks);
  const band = bands.find(({ grade }) => grade.code === code) ?? bands[0]!;
  return (
    <section className="plan-dialog__section">
      <h3 className="plan-dialog__heading">Marks to grade</h3>
      <Field
        label="Marks (out of 100)"
        value={marks}
        onChange={setMarks}
        mode="numeric"
        invalid={marks.trim() !== '' && value === null}
        inputRef={inputRef}
      />
      <Result>
        {marks.trim() === ''
          ? null
          : value === null
            ? MARKS_MESSAGE
            : marksSentence(scale, value, gradeForMarks(scale, value))}
      </Result>
      <div className="field">
        <label htmlFor={selectId}>Marks needed for grade</label>
        <select
          id={selectId}
          className="select"
          value={band.grade.code}
          onChange={(event) => setCode(event.currentTarget.value)}
        >
          {bands.map(({ grade }) => (
            <option key={grade.code} value={grade.code}>
              {grade.code} ({grade.label})
            </option>
          ))}
        </select>
      </div>
      <Result>{neededSentence(band)}</Result>
    </section>
  );
}
