import type { CSSProperties } from 'react';

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
  return (
    <section className="gpa-summary" part="summary" aria-live="polite" aria-label="Cumulative GPA">
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
        <span className="gpa-circle__value">{cgpa}</span>
        <span className="gpa-circle__label">Cumulative GPA</span>
      </div>
      <dl className="gpa-summary__counts">
        <div>
          <dt>Semesters</dt>
          <dd>{semesters}</dd>
        </div>
        <div>
          <dt>Total Subjects</dt>
          <dd>{subjects}</dd>
        </div>
        <div>
          <dt>Total Credits</dt>
          <dd>{credits}</dd>
        </div>
      </dl>
      {backlogs && (
        <p className="gpa-summary__backlogs" part="backlogs">
          {backlogs}
        </p>
      )}
    </section>
  );
}
