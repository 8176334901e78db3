import { memo, useId, useMemo } from 'react';
import type { Semester } from '#core/gpa/model.ts';
import type { ProfileNumbers } from '#core/gpa/scales/profile-scale.ts';
import { profileTrend } from '#core/gpa/scales/scale-view.ts';
import { viewTexts } from '#core/gpa/scales/view-texts.ts';
import { SectionHeading } from '#ui/element/widget-base.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { DataTable } from '../data-table';
import { useSemesterName } from '../semesters/use-semester-name';
import { cardTexts } from './card-texts';

/** What a table cell shows for a GPA that does not exist (a semester without credits). */
export const NO_GPA = '—';

// The drawing's own units; the SVG scales to the width of its box (viewBox, width 100%).
const WIDTH = 280;
const HEIGHT = 150;
const LEFT = 24;
const RIGHT = 6;
const TOP = 8;
const BOTTOM = 20;
const PLOT_WIDTH = WIDTH - LEFT - RIGHT;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;
const GPA_TICKS = [0, 2, 4, 6, 8, 10];
const MAX_GPA = 10;
/** Roughly the advance of one character of the 10-unit axis labels. */
const CHARACTER_WIDTH = 6;

const yOf = (gpa: number) => TOP + PLOT_HEIGHT * (1 - gpa / MAX_GPA);
const formatGpa = (gpa: number | null) => (gpa === null ? NO_GPA : gpa.toFixed(2));

/** A language's word 'Semester', and what it becomes in a narrow slot ('Sem ', 'S'). */
interface Shortening {
  word: string;
  short: string;
  tiny: string;
}

const ENGLISH_SHORTENING: Shortening = {
  word: viewTexts.en.semester,
  short: cardTexts.en.semShort,
  tiny: cardTexts.en.semTiny,
};

/** `word` and the spaces after it, in any case: a word of the texts, not a pattern. */
const wordPattern = (word: string) =>
  new RegExp(`${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*`, 'i');

/**
 * A semester name (as shown) short enough for its slot: 'Semester 3' becomes 'Sem 3', then 'S3',
 * then '…'; the element's word shortened, or English's in a name the student typed in English.
 */
function axisLabel(name: string, maxCharacters: number, own: Shortening): string {
  const shortened = (form: 'short' | 'tiny') =>
    [own, ENGLISH_SHORTENING].reduce(
      (label, words) => label.replace(wordPattern(words.word), words[form]),
      name,
    );
  const candidates = [name, shortened('short'), shortened('tiny')];
  const fitting = candidates.find((candidate) => candidate.length <= maxCharacters);
  return fitting ?? `${candidates[2]!.slice(0, Math.max(1, maxCharacters - 1))}…`;
}

/**
 * SGPA per semester as bars and the running CGPA as a line, on a fixed 0-10 scale, with the same
 * values in a table for screen readers. Hand-drawn SVG: a chart library would cost more than the
 * whole element may. Renders nothing until some semester has credits.
 */
export const TrendChart = memo(function TrendChart({
  semesters,
  numbers,
}: {
  semesters: readonly Semester[];
  /** The profile's numbers on its scale, which give the SGPAs and the running CGPA. */
  numbers: Pick<ProfileNumbers, 'sgpas' | 'trend'>;
}) {
  const texts = useTexts(cardTexts);
  const { semester: semesterHead } = useTexts(viewTexts);
  const digits = useDigits();
  const shownName = useSemesterName();
  const headingId = useId();
  const points = useMemo(() => profileTrend(semesters, numbers), [semesters, numbers]);
  const trend = points.map((point) => ({ ...point, name: shownName(point.name) }));
  const shortening = { word: semesterHead, short: texts.semShort, tiny: texts.semTiny };
  const latest = trend.at(-1)?.cgpa ?? null;
  if (latest === null) return null;
  const shown = (gpa: number | null) => digits(formatGpa(gpa));

  const slot = PLOT_WIDTH / trend.length;
  const barWidth = Math.min(slot * 0.6, 32);
  const centreOf = (index: number) => LEFT + slot * (index + 0.5);
  const maxCharacters = Math.floor(slot / CHARACTER_WIDTH);
  const cgpaPoints = trend.flatMap(({ cgpa }, index) =>
    cgpa === null ? [] : [{ x: centreOf(index), y: yOf(cgpa), cgpa, name: trend[index]!.name }],
  );

  return (
    <section className="trend-chart" part="trend" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{texts.trend}</SectionHeading>
      <svg
        className="trend-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={digits(texts.trendLabel(trend.length, formatGpa(latest)))}
      >
        {GPA_TICKS.map((tick) => (
          <g key={tick}>
            <line
              className="trend-chart__grid"
              x1={LEFT}
              x2={WIDTH - RIGHT}
              y1={yOf(tick)}
              y2={yOf(tick)}
            />
            <text className="trend-chart__axis" x={LEFT - 4} y={yOf(tick) + 3.5} textAnchor="end">
              {digits(String(tick))}
            </text>
          </g>
        ))}
        {trend.map(({ semesterId, name, sgpa }, index) => (
          <g key={semesterId}>
            {sgpa !== null && (
              <rect
                className="trend-chart__bar"
                x={centreOf(index) - barWidth / 2}
                y={yOf(sgpa)}
                width={barWidth}
                height={yOf(0) - yOf(sgpa)}
              >
                <title>{texts.sgpaOf(name, shown(sgpa))}</title>
              </rect>
            )}
            <text
              className="trend-chart__axis"
              x={centreOf(index)}
              y={HEIGHT - 6}
              textAnchor="middle"
            >
              {axisLabel(name, maxCharacters, shortening)}
            </text>
          </g>
        ))}
        <polyline
          className="trend-chart__line"
          points={cgpaPoints.map(({ x, y }) => `${x},${y}`).join(' ')}
        />
        {cgpaPoints.map(({ x, y, cgpa, name }) => (
          <circle key={x} className="trend-chart__point" cx={x} cy={y} r={3}>
            <title>{texts.cgpaAfter(name, shown(cgpa))}</title>
          </circle>
        ))}
      </svg>
      <p className="trend-chart__legend" aria-hidden="true">
        <span className="trend-chart__key trend-chart__key--bar" />
        SGPA
        <span className="trend-chart__key trend-chart__key--line" />
        CGPA
      </p>
      {/* A table cannot be shrunk to 1 px itself: its cells set its width, so a box hides it. */}
      <div className="visually-hidden">
        <DataTable
          caption={texts.trendTable}
          columns={[semesterHead, 'SGPA', 'CGPA']}
          rows={trend.map(({ semesterId, name, sgpa, cgpa }) => ({
            key: semesterId,
            cells: [name, shown(sgpa), shown(cgpa)],
          }))}
        />
      </div>
    </section>
  );
});
