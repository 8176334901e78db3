import type { CSSProperties } from 'react';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { semesterTexts } from '../semesters/semester-texts';
import { summaryTexts } from './summary-texts';

export interface GpaSummaryProps {
  /** The cumulative GPA as shown ('8.25', '0.00'). */
  cgpa: string;
  /** The scale's highest points: the ring's full circle. */
  maximum: number;
  semesters: number;
  subjects: number;
  credits: number;
  /** The backlogs line (scale-view.ts backlogSummary), if there are any. */
  backlogs: string | null;
}

/** The summary card: the CGPA in its ring, the counts beside it, and the backlogs under them. */
export function GpaSummary({
  cgpa,
  maximum,
  semesters,
  subjects,
  credits,
  backlogs,
}: GpaSummaryProps) {
  const texts = useTexts(summaryTexts);
  const { semesters: semestersLabel } = useTexts(semesterTexts);
  const digits = useDigits();
  return (
    <section
      className="gpa-summary"
      part="summary"
      aria-live="polite"
      aria-label={texts.cumulative}
    >
      <div
        className="gpa-circle"
        part="gpa-circle"
        // None for an empty ring: the first screen's markup carries no style attribute, which an
        // iframe page's policy refuses (set after hydration, it is allowed).
        style={
          Number(cgpa) > 0
            ? ({ '--gpa-share': Number(cgpa) / maximum } as CSSProperties)
            : undefined
        }
      >
        <span className="gpa-circle__value">{digits(cgpa)}</span>
        <span className="gpa-circle__label">{texts.cumulative}</span>
      </div>
      <dl className="gpa-summary__counts">
        <div>
          <dt>{semestersLabel}</dt>
          <dd>{digits(String(semesters))}</dd>
        </div>
        <div>
          <dt>{texts.totalSubjs}</dt>
          <dd>{digits(String(subjects))}</dd>
        </div>
        <div>
          <dt>{texts.totalCredits}</dt>
          <dd>{digits(String(credits))}</dd>
        </div>
      </dl>
      {backlogs && (
        <p className="gpa-summary__backlogs" part="backlogs">
          {digits(backlogs)}
        </p>
      )}
    </section>
  );
}
