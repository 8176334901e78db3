import type { Ref } from 'react';
import { useId, useState } from 'react';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import type { MarksBand, MarksGrade } from '#core/gpa/scales/marks-bands.ts';
import {
  gradeForMarks,
  marksBands,
  marksSentence,
  MARKS_MAX,
  neededSentence,
  readMarks,
} from '#core/gpa/scales/marks-bands.ts';
import { marksTexts } from '#core/gpa/scales/marks-texts.ts';
import { DataText } from '#ui/language/data-text.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { Field, Result } from './tool-fields';

/** The grades a marks sentence names, as the scale's source prints them: data. */
function namedGrades(found: MarksGrade, bands: readonly MarksBand[]): string[] {
  switch (found.kind) {
    case 'band':
      return [found.band.grade.code, found.band.grade.label];
    case 'below':
      return [found.grade.code, found.grade.label];
    case 'none':
      return bands.map(({ grade }) => grade.code);
  }
}

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
        {marks.trim() === '' ? null : value === null ? (
          digits(texts.problem(MARKS_MAX))
        ) : (
          <MarksSentence scale={scale} marks={value} bands={bands} digits={digits} />
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
            <option key={grade.code} value={grade.code} translate="no">
              {grade.code} ({grade.label})
            </option>
          ))}
        </select>
      </div>
      <Result>
        <DataText text={neededSentence(band, texts)} data={[band.grade.code]} digits={digits} />
      </Result>
    </section>
  );
}

/** The grade `marks` give, in words, its code and label as the scale's source prints them. */
function MarksSentence({
  scale,
  marks,
  bands,
  digits,
}: {
  scale: GradeScale;
  marks: number;
  bands: readonly MarksBand[];
  digits: (text: string) => string;
}) {
  const texts = useTexts(marksTexts);
  const found = gradeForMarks(scale, marks);
  return (
    <DataText
      text={marksSentence(scale, marks, found, texts)}
      data={namedGrades(found, bands)}
      digits={digits}
    />
  );
}
