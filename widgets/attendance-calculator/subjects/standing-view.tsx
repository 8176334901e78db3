import type { Standing } from '#core/attendance/sheet-outcome.ts';
import { STATE_LABELS, percentText, standingSentences } from '#core/attendance/texts.ts';

/** A standing as its card shows it: the percentage, the state, and what she may miss or must attend. */
export function StandingView({ standing, part }: { standing: Standing; part: string }) {
  return (
    <div part={part} className={`attendance__standing attendance__standing--${standing.state}`}>
      <p className="attendance__headline">
        <output part={`${part}-percentage`} className="attendance__percentage">
          {standing.percentage === null ? '—' : `${percentText(standing.percentage)}%`}
        </output>{' '}
        <span part={`${part}-state`} className="attendance__state">
          {STATE_LABELS[standing.state]}
        </span>
      </p>
      {standingSentences(standing).map((sentence) => (
        <p key={sentence} className="attendance__sentence">
          {sentence}
        </p>
      ))}
    </div>
  );
}
