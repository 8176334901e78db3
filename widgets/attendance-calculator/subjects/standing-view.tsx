import type { Standing } from '#core/attendance/sheet-outcome.ts';
import { attendanceTexts, percentText, standingSentences } from '#core/attendance/texts.ts';
import { useDigits, useTexts } from '#ui/language/language.ts';

/** A standing as its card shows it: the percentage, the state, and what she may miss or must attend. */
export function StandingView({ standing, part }: { standing: Standing; part: string }) {
  const texts = useTexts(attendanceTexts);
  const digits = useDigits();
  return (
    <div part={part} className={`attendance__standing attendance__standing--${standing.state}`}>
      <p className="attendance__headline">
        <output part={`${part}-percentage`} className="attendance__percentage">
          {standing.percentage === null ? '—' : digits(`${percentText(standing.percentage)}%`)}
        </output>{' '}
        <span part={`${part}-state`} className="attendance__state">
          {texts.state(standing.state)}
        </span>
      </p>
      {standingSentences(standing, texts).map((sentence) => (
        <p key={sentence} className="attendance__sentence">
          {digits(sentence)}
        </p>
      ))}
    </div>
  );
}
