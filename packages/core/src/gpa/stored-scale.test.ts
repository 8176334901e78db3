import { describe, expect, it } from 'vitest';
import { semester, subject } from './arbitraries';
import type { Profile } from './model';
import { documentFromProfile, profileFromDocument } from './profile-document';
import { documentUpdate, scaleChangeUpdate } from './profile-document-update';
import { pooledGpa } from './scales/test-subjects';
import { PRESETS, presetById } from './scales/presets';
import { DEFAULT_SCALE, changeScale, profileNumbers } from './scales/profile-scale';
import { CUSTOM_SCALE } from './scales/test-scales';
import { scaleFields, scaleFromFields, scalePointsText, storedScale } from './stored-scale';

const KTU = presetById('ktu-2019')!;

const profileOn = (scale: Profile['scale']): Profile => ({
  id: 'p1',
  name: 'Asha',
  semesters: [
    semester('s1', [subject(8.5, 4, 'a'), subject(0, 3, 'b')], 'Semester 1'),
    semester('s2', [{ ...subject(9, 3, 'c'), retakeOf: 'b' }], 'Semester 2'),
  ],
  isDefault: false,
  userId: 'u',
  createdAt: 1,
  updatedAt: 2,
  ...(scale && { scale }),
});

const stored = (profile: Profile) =>
  JSON.parse(JSON.stringify(documentFromProfile(profile, 'u', (millis) => millis))) as Record<
    string,
    unknown
  >;

describe('a custom scale in Firestore', () => {
  it('keeps every record below the top level as one JSON text, its keys in one order', () => {
    const reordered = {
      ...CUSTOM_SCALE,
      grades: CUSTOM_SCALE.grades.map(({ isTemporary, points, ...rest }) => ({
        isTemporary,
        ...rest,
        points,
      })),
    };
    const kept = storedScale(reordered);
    expect(kept.grades[0]).toBe(
      '{"code":"O","label":"Outstanding","points":10,"countsInGpa":true,"earnsCredit":true,' +
        '"isFail":false,"isTemporary":false,"marks":"90–100"}',
    );
    expect(kept.grades[2]).toContain('"points":8.5,');
    expect(kept.classes).toEqual(['{"name":"Distinction","minCgpa":8.5,"requiresNoArrears":true}']);
    expect(kept.percentage).toBe(
      '{"kind":"piecewise","bands":[{"from":0,"to":7,"a":7.1,"b":11},' +
        '{"from":7,"to":10,"a":7.4,"b":12}],"roundUpToInteger":true}',
    );
    expect(kept.rounding).toBe('{"places":2,"mode":"half-away-from-zero","beforePercentage":true}');
    expect(kept.aggregation).toBe('{"kind":"credit-weighted"}');
    expect(
      storedScale({
        ...CUSTOM_SCALE,
        aggregation: { weights: [2, 1], semestersPerYear: 2, kind: 'year-weighted' },
      }).aggregation,
    ).toBe('{"kind":"year-weighted","semestersPerYear":2,"weights":[2,1]}');
    expect(kept.sources.every((text) => text.startsWith('{"url":'))).toBe(true);
    expect(kept.disputed).toHaveLength(KTU.disputed.length);
  });

  it('holds no undefined, which Firestore refuses', () => {
    const loose = {
      ...CUSTOM_SCALE,
      gpaCap: undefined,
      percentage: { kind: 'linear', a: 10, b: 0 },
    };
    const fields = scaleFields({
      custom: { ...loose, percentage: { ...loose.percentage, roundUpToInteger: undefined } },
    } as never);
    expect(JSON.stringify(fields)).not.toContain('undefined');
    expect('gpaCap' in fields.customScale!).toBe(false);
    expect(fields.customScale!.percentage).toBe('{"kind":"linear","a":10,"b":0}');
  });

  it('writes the points highest first, distinct', () => {
    expect(scalePointsText(CUSTOM_SCALE)).toBe('10|9|8.5|8|7|6|5|0');
    expect(scaleFields({ custom: CUSTOM_SCALE }).scalePoints).toBe('10|9|8.5|8|7|6|5|0');
  });

  it('reads back every preset as a custom scale, and a profile on it unchanged', () => {
    for (const preset of [...PRESETS, CUSTOM_SCALE]) {
      expect(scaleFromFields(scaleFields({ custom: preset }))).toEqual({ custom: preset });
    }
    const profile = profileOn({ custom: CUSTOM_SCALE });
    expect(profileFromDocument('p1', stored(profile))).toEqual(profile);
  });

  it("reads points in any order, but not points other than the scale's", () => {
    const fields = scaleFields({ custom: CUSTOM_SCALE }) as Record<string, unknown>;
    expect(scaleFromFields({ ...fields, scalePoints: '0|5|6|7|8|8.5|9|10' })).toEqual({
      custom: CUSTOM_SCALE,
    });
    for (const scalePoints of ['10|9|8|7|6|5|0', '10|9|8.5|8|7|6|5|4|0', undefined, 10]) {
      expect(scaleFromFields({ ...fields, scalePoints })).toBeNull();
    }
  });

  it('refuses a stored scale that does not parse, so the profile is unreadable, not wrong', () => {
    const fields = scaleFields({ custom: CUSTOM_SCALE }) as Record<string, unknown>;
    const scale = fields.customScale as Record<string, unknown>;
    const broken = [
      { ...scale, grades: ['{"code":'] },
      { ...scale, grades: [{ code: 'O' }] },
      { ...scale, grades: 'O' },
      { ...scale, classes: undefined },
      { ...scale, percentage: { kind: 'none' } },
      { ...scale, rounding: '{"places":' },
      { ...scale, grades: [...(scale.grades as string[]), '{"code":"Z","points":12}'] },
      null,
    ];
    const document = stored(profileOn({ custom: CUSTOM_SCALE }));
    for (const customScale of broken) {
      expect(scaleFromFields({ ...fields, customScale })).toBeNull();
      expect(profileFromDocument('p1', { ...document, customScale })).toBeNull();
    }
  });
});

describe('what the security rules leave to the reader', () => {
  const fields = scaleFields({ custom: CUSTOM_SCALE });
  const withStored = (change: Partial<ReturnType<typeof storedScale>>) => ({
    ...fields,
    customScale: { ...fields.customScale!, ...change },
  });

  it('reads classes stored in any order best first, each with its meaning', () => {
    const classes = ['{"name":"Pass","minCgpa":5}', '{"name":"Distinction","minCgpa":8.5}'];
    expect(scaleFromFields(withStored({ classes }))).toMatchObject({
      custom: {
        classes: [
          { name: 'Distinction', minCgpa: 8.5 },
          { name: 'Pass', minCgpa: 5 },
        ],
      },
    });
  });

  it('reads percentage bands out of order or with gaps as no percentage rule', () => {
    const percentage =
      '{"kind":"piecewise","bands":[{"from":0,"to":6,"a":1,"b":0},{"from":7,"to":10,"a":1,"b":0}]}';
    expect(scaleFromFields(withStored({ percentage }))).toMatchObject({
      custom: { percentage: { kind: 'none' } },
    });
  });

  it('leaves out the disputes it cannot read, and reads the rest of the scale', () => {
    const disputed = ['{not json}', '{"about":"x"}', ...fields.customScale!.disputed];
    expect(scaleFromFields(withStored({ disputed }))).toEqual({ custom: CUSTOM_SCALE });
  });
});

describe('a preset, or no scale', () => {
  const onSpec = (): Profile => ({
    ...profileOn(undefined),
    semesters: [semester('s1', [subject(9, 4, 'a'), subject(0, 3, 'b'), subject(7, 2.5, 'c')])],
  });

  it("stores a preset by its id only, and SPEC's scale as nothing", () => {
    expect(stored(profileOn({ preset: 'ktu-2019' }))).toMatchObject({ scale: 'ktu-2019' });
    const plain = stored(onSpec());
    expect(['scale', 'customScale', 'scalePoints'].filter((key) => key in plain)).toEqual([]);
  });

  it('reads a document without a scale with exactly its earlier GPA', () => {
    const read = profileFromDocument('p1', stored(onSpec()))!;
    expect(read.scale).toBeUndefined();
    expect(profileNumbers(DEFAULT_SCALE, read.semesters).cgpa).toBe(pooledGpa(read.semesters));
  });

  it('carries over what the document holds now, for a store that reads and writes at once', () => {
    const document = stored(onSpec());
    const update = scaleChangeUpdate('p1', document, { preset: 'anna-r2021' }, 5)!;
    const after = profileFromDocument('p1', { ...document, ...update })!;
    expect(after.scale).toEqual({ preset: 'anna-r2021' });
    expect(after.semesters[0]!.subjects.map((each) => each.id)).toEqual(['a', 'b', 'c']);
    expect(scaleChangeUpdate('p1', document, { preset: 'harvard' }, 5)).toBeNull();
    expect(scaleChangeUpdate('p1', { name: 7 }, null, 5)).toBeNull();
  });

  it('puts a document of the earlier shape on another scale with one update, converting it', () => {
    const legacy: Record<string, unknown> = { ...stored(onSpec()), semesters: onSpec().semesters };
    delete legacy.semesterEntries;
    delete legacy.subjectEntries;
    const vtu = presetById('vtu-2022')!;
    const { semesters } = changeScale(DEFAULT_SCALE, vtu, onSpec().semesters);
    const edit = { type: 'changeScale', scale: { preset: vtu.id }, semesters } as const;
    const update = documentUpdate('p1', legacy, edit, 5)!;
    expect(update).toMatchObject({ scale: 'vtu-2022', updatedAt: 5 });
    expect(Object.keys(update).sort()).toEqual(
      [
        'customScale',
        'scale',
        'scalePoints',
        'semesterEntries',
        'semesters',
        'subjectEntries',
        'updatedAt',
      ].sort(),
    );
  });
});
