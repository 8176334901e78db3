import { GRADE_REFERENCE } from '#core/gpa/grades.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import { DEFAULT_SCALE } from '#core/gpa/scales/profile-scale.ts';
import { scaleTexts } from '#core/gpa/scales/scale-texts.ts';
import { DataText } from '#ui/language/data-text.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { DataTable } from '../data-table';
import { scaleReferenceTexts } from './scale-reference-texts';
import { ScaleName } from './scale-name';
import { DisputeNotes, ScaleSources } from './scale-sources';

type ScaleTexts = typeof scaleTexts.en;

/** A grade's meaning as the scale's table gives it: 'Outstanding, 90–100 marks'. */
function meaning({ label, marks, countsInGpa }: GradeScale['grades'][number], texts: ScaleTexts) {
  const parts = [label];
  if (marks) parts.push(texts.inMarks(marks));
  if (!countsInGpa) parts.push(texts.notInGpa);
  return parts.join(', ');
}

/** A grade's code, as its grade card prints it (data). */
const code = (grade: string) => <span translate="no">{grade}</span>;

/**
 * The grade info popup: the scale's name and table, its sources and what they disagree on. SPEC's
 * scale shows SPEC's reference table to the letter (it differs from the form's options on purpose);
 * a university's grades keep their meanings as it writes them.
 */
export function ScaleReference({ scale }: { scale: GradeScale }) {
  const texts = useTexts(scaleTexts);
  const { specMeaning } = useTexts(scaleReferenceTexts);
  const digits = useDigits();
  const rows =
    scale === DEFAULT_SCALE
      ? GRADE_REFERENCE.map(({ grade, points, meaning: text }) => ({
          key: grade,
          cells: [code(grade), digits(String(points)), specMeaning(text)] as const,
        }))
      : scale.grades.map((grade) => ({
          key: grade.code,
          cells: [
            code(grade.code),
            digits(String(grade.points)),
            <DataText text={meaning(grade, texts)} data={[grade.label]} digits={digits} />,
          ] as const,
        }));
  return (
    <div className="scale-reference">
      <p className="scale-reference__name">
        <ScaleName scale={scale} />
      </p>
      <DataTable
        className="grade-table"
        columns={[texts.grade, texts.points, texts.meaning]}
        rows={rows}
      />
      <ScaleSources scale={scale} />
      <DisputeNotes disputes={scale.disputed} />
    </div>
  );
}
