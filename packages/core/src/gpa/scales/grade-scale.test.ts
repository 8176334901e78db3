import { describe, expect, it } from 'vitest';
import { SCALE_LIMITS, parseGradeScale } from './grade-scale';
import { IIT_GANDHINAGAR } from './presets/iit-gandhinagar';
import { KTU_2019 } from './presets/ktu-2019';
import { scaleProblemText } from './scale-file-texts';

/** KTU as plain JSON, changed by `change`: a custom scale as a file or a property would bring it. */
function ktuWith(change: (scale: Record<string, unknown>) => void): unknown {
  const scale = JSON.parse(JSON.stringify(KTU_2019)) as Record<string, unknown>;
  change(scale);
  return scale;
}

function messageFor(data: unknown): string {
  const result = parseGradeScale(data);
  return result.ok ? 'accepted' : scaleProblemText(result.problem);
}

type Grades = Record<string, unknown>[];

describe('parseGradeScale', () => {
  it('accepts a custom scale with decimal points, and keeps nothing it does not know', () => {
    const result = parseGradeScale(ktuWith((scale) => (scale.id = 'custom')));
    expect(result.ok && result.scale.grades[2]!.points).toBe(8.5);
    expect(messageFor(ktuWith((scale) => (scale.extra = 1)))).toBe(
      'scale.extra is not a known field',
    );
  });

  it('names the field and the problem', () => {
    const cases: [(scale: Record<string, unknown>) => void, string][] = [
      [
        (s) => ((s.grades as Grades)[0]!.points = 10.5),
        'scale.grades[0].points must be from 0 to 10',
      ],
      [
        (s) => ((s.grades as Grades)[0]!.points = Number.NaN),
        'scale.grades[0].points must be a number',
      ],
      [
        (s) => ((s.grades as Grades)[0]!.points = 8.125),
        'scale.grades[0].points must have at most 2 decimals',
      ],
      [(s) => ((s.grades as Grades)[1]!.code = 'O'), "scale.grades[1].code repeats 'O'"],
      [
        (s) => ((s.grades as Grades)[1]!.code = 'A/B'),
        "scale.grades[1].code must not hold '/', '|' or a control character",
      ],
      [
        (s) => ((s.grades as Grades)[1]!.code = 'A|B'),
        "scale.grades[1].code must not hold '/', '|' or a control character",
      ],
      [
        (s) => ((s.grades as Grades)[7]!.earnsCredit = true),
        'scale.grades[7] cannot both fail and earn credit',
      ],
      [
        (s) => ((s.grades as Grades)[0]!.isFail = 'no'),
        'scale.grades[0].isFail must be true or false',
      ],
      [(s) => (s.grades = []), `scale.grades must have 1 to ${SCALE_LIMITS.grades} entries`],
      [(s) => (s.id = 'My Scale'), 'scale.id must match /^[a-z0-9]+(-[a-z0-9]+)*$/'],
      [(s) => (s.name = 'x'.repeat(81)), 'scale.name must be at most 80 characters'],
      [
        (s) => (s.percentage = { kind: 'eval', formula: 'x' }),
        'scale.percentage.kind must be one of none, linear, piecewise',
      ],
      [
        (s) => (s.percentage = { kind: 'linear', a: 1e9, b: 0 }),
        'scale.percentage.a must be from -50 to 50',
      ],
      [
        (s) =>
          (s.percentage = {
            kind: 'piecewise',
            bands: [
              { from: 0, to: 7, a: 7.1, b: 12 },
              { from: 7.5, to: 10, a: 7.4, b: 12 },
            ],
          }),
        'scale.percentage.bands[0] must end where the next band starts',
      ],
      [
        (s) => (s.aggregation = { kind: 'last-semesters', count: 0 }),
        'scale.aggregation.count must be from 1 to 20',
      ],
      [
        (s) => (s.rounding = { places: 2, mode: 'banker', beforePercentage: true }),
        'scale.rounding.mode must be one of half-away-from-zero, truncate, up',
      ],
      [
        (s) => ((s.classes as Grades)[1]!.minCgpa = 9),
        'scale.classes[1].minCgpa must not be above the class before it (best first)',
      ],
      [
        (s) => ((s.sources as Grades)[0]!.url = 'javascript:alert(1)'),
        'scale.sources[0].url must match /^https?:\\/\\/\\S+$/',
      ],
      [
        (s) => ((s.sources as Grades)[0]!.read = 'yesterday'),
        'scale.sources[0].read must match /^\\d{4}-\\d{2}-\\d{2}$/',
      ],
    ];
    for (const [change, message] of cases) expect(messageFor(ktuWith(change))).toBe(message);
    expect(messageFor(null)).toBe('scale must be an object');
    expect(messageFor([])).toBe('scale must be an object');
  });

  it('allows points above 10 only with a GPA cap, and at most 11', () => {
    const iitgn = JSON.parse(JSON.stringify(IIT_GANDHINAGAR)) as Record<string, unknown>;
    expect(messageFor(iitgn)).toBe('accepted');
    expect(messageFor({ ...iitgn, gpaCap: undefined })).toBe(
      'scale.grades[0].points must be from 0 to 10',
    );
    (iitgn.grades as Grades)[0]!.points = 12;
    expect(messageFor(iitgn)).toBe('scale.grades[0].points must be from 0 to 11');
  });
});
