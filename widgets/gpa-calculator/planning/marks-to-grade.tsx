import type { Ref } from 'react';
import { useId, useState } from 'react';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import {
  gradeForMarks,
  marksBands,
  marksSentence,
  MARKS_MAX,
  neededSentence,
  readMarks,
} from '#core/gpa/scales/marks-bands.ts';
import { marksTexts } from '#core/gpa/scales/marks-texts.ts';
import { useDigits, useTexts } from '#ui/language/language.ts';
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
  const texts = useTexts(marksTexts);
  const digits = useDigits();
  const bands = marksBands(scale);
  const [marks, setMarks] = useState('');
  const [code, setCode] = useState(bands[0]?.grade.code ?? '');
  const selectId = useId();
  if (bands.length === 0) {
    return (
      <p className="plan-dialog__note">
        {texts.heading}: {texts.noBands}
      </p>
    );
  }
  const value = readMarks(marks);
  const band = bands.find(({ grade }) => grade.code === code) ?? bands[0]!;
  return (
    <section className="plan-dialog__section">
      <h3 className="plan-dialog__heading">{texts.heading}</h3>
      <Field
        label={digits(texts.marks)}
        value={marks}
        onChange={setMarks}
        mode="numeric"
        invalid={marks.trim() !== '' && value === null}
        inputRef={inputRef}
      />
      <Result>
        {marks.trim() === ''
          ? null
          : digits(
              value === null
                ? texts.problem(MARKS_MAX)
                : marksSentence(scale, value, gradeForMarks(scale, value), texts),
            )}
      </Result>
      <div className="field">
        <label htmlFor={selectId}>{texts.neededFor}</label>
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
      <Result>{digits(neededSentence(band, texts))}</Result>
    </section>
  );
}
