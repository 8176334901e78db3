import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import { scaleTexts } from '#core/gpa/scales/scale-texts.ts';
import { DataText } from '#ui/language/data-text.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';

// Where a scale's rules come from, shown on the percentage card and in the grade info popup. A
// source's title and address, and a preset's notes on what its sources disagree on, are shown as
// the preset records them (data, in English): a preset carries no translations.

/** A link that opens outside the calculator (sources are other sites). */
export function SourceLink({ url, children }: { url: string; children?: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="scale-source" translate="no">
      {children ?? new URL(url).hostname.replace(/^www\./, '')}
    </a>
  );
}

/** The scale's sources as links, with the date each was read. */
export function ScaleSources({ scale }: { scale: GradeScale }) {
  const texts = useTexts(scaleTexts);
  const digits = useDigits();
  if (scale.sources.length === 0) return null;
  return (
    <div className="scale-sources">
      <p className="scale-sources__heading">{texts.sources}</p>
      <ul>
        {scale.sources.map((source) => (
          <li key={source.url}>
            <SourceLink url={source.url}>{source.title}</SourceLink>{' '}
            <span className="scale-sources__read">{digits(texts.read(source.read))}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface DisputeNote {
  about: string;
  alternatives: readonly {
    description: string;
    sources: readonly string[];
    /** The alternative's percentage for the student's CGPA, where it has one: '78.19'. */
    result?: string | null;
  }[];
}

/** 'Sources disagree: <about>', each alternative with its result and its sources. */
export function DisputeNotes({ disputes }: { disputes: readonly DisputeNote[] }) {
  const { disagree } = useTexts(scaleTexts);
  const digits = useDigits();
  return disputes.map((dispute) => (
    <div key={dispute.about} className="scale-dispute" role="note">
      <p className="scale-dispute__about">
        <DataText text={disagree(dispute.about)} data={[dispute.about]} digits={digits} />
      </p>
      <ul>
        {dispute.alternatives.map((alternative) => (
          <li key={alternative.description}>
            <span translate="no">{alternative.description}</span>
            {alternative.result != null && (
              <>
                : <strong>{digits(`${alternative.result}%`)}</strong>
              </>
            )}
            {alternative.sources.map((url) => (
              <span key={url}>
                {' '}
                <SourceLink url={url} />
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  ));
}
