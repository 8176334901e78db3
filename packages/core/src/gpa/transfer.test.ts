import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { profilesArb, semester, semestersArb, subject } from './arbitraries';
import type { Profile, SharedProfile } from './model';
import { importTexts } from './import-texts';
import { presetById } from './scales/presets';
import {
  NO_PROFILES_MESSAGE,
  cannotAddMessage,
  importProblem,
  parseProfilesImport,
} from './profile-import';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportProfiles,
  isValidSemesterList,
  parseStoredProfile,
  parseStoredProfiles,
} from './transfer';

const sample: Profile = {
  id: 'default_1_abc',
  name: 'Asha (Default)',
  semesters: [semester('s1', [subject(9, 4, 'a'), subject(0, 0, 'b')], 'Semester 1')],
  isDefault: true,
  userId: null,
  createdAt: 1,
  updatedAt: 2,
};

/** The sample as JSON data with one field replaced, e.g. to break it. */
function sampleWith(path: (string | number)[], value: unknown): unknown {
  const data = JSON.parse(JSON.stringify([sample, { ...sample, id: 'p2', isDefault: false }]));
  let target = data;
  for (const key of path.slice(0, -1)) target = target[key];
  target[path.at(-1)!] = value;
  return data;
}

function importError(data: unknown): string | undefined {
  const result = parseProfilesImport(JSON.stringify(data));
  return result.ok ? undefined : result.message;
}

describe('exportProfiles', () => {
  it('writes a tagged, versioned file', () => {
    const file = JSON.parse(exportProfiles([sample], Date.UTC(2025, 0, 2)));
    expect(file).toEqual({
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: '2025-01-02T00:00:00.000Z',
      profiles: [sample],
    });
    expect([EXPORT_FORMAT, EXPORT_VERSION]).toEqual(['campuscalc-gpa-profiles', 1]);
  });

  it('leaves out what only a shared profile carries', () => {
    const sharedSample: SharedProfile = {
      ...sample,
      isShared: true,
      loaded: true,
      permission: 'edit',
      shareId: 'sh',
      ownerUserId: 'o',
      ownerEmail: 'o@example.com',
      sharedAt: 3,
    };
    expect(JSON.parse(exportProfiles([sharedSample], 0)).profiles).toEqual([sample]);
  });

  it('refuses to write a profile that import would refuse', () => {
    expect(() => exportProfiles([{ ...sample, name: '' }], 0)).toThrow(
      'the reader refuses: {"code":"emptyText","field":"name","at":{"profile":1}}',
    );
  });

  it('round-trips through parseProfilesImport without loss', () => {
    fc.assert(
      fc.property(profilesArb, fc.integer({ min: 0, max: 4e12 }), (profiles, at) => {
        expect(parseProfilesImport(exportProfiles(profiles, at))).toEqual({ ok: true, profiles });
      }),
    );
  });
});

describe('parseProfilesImport', () => {
  it('accepts a plain list of profiles, as the earlier product cached them', () => {
    expect(parseProfilesImport(JSON.stringify([sample]))).toEqual({ ok: true, profiles: [sample] });
  });

  it('turns numeric ids of the earlier product into text', () => {
    const data = sampleWith([0, 'semesters', 0, 'subjects', 0, 'id'], 1700000000000);
    const result = parseProfilesImport(JSON.stringify(data));
    expect(result.ok && result.profiles[0]!.semesters[0]!.subjects[0]!.id).toBe('1700000000000');
  });

  it('refuses what is not an export', () => {
    for (const text of ['', 'not json', '42', 'null', '{}', '{"format":"other","profiles":[]}']) {
      expect(parseProfilesImport(text)).toEqual({ ok: false, message: importTexts.en.notExport });
    }
    expect(importTexts.en.notExport).toBe('Not a CampusCalc GPA export');
    expect(importError({ format: EXPORT_FORMAT, version: 2, profiles: [] })).toBe(
      'Unsupported export version: 2',
    );
    expect(importError([])).toBe(NO_PROFILES_MESSAGE);
  });

  it('names the field that is wrong', () => {
    const cases: [(string | number)[], unknown, string][] = [
      [[1], 'x', 'Profile 2: must be an object'],
      [[1, 'id'], '', 'Profile 2: id must be a non-empty text'],
      [[1, 'id'], 1.5, 'Profile 2: id must be a non-empty text'],
      [[1, 'id'], sample.id, `Profile 2: id ${sample.id} is used twice`],
      [[0, 'name'], ' ', 'Profile 1: name must be a non-empty text'],
      [[0, 'isDefault'], 'yes', 'Profile 1: isDefault must be true or false'],
      [[0, 'userId'], 5, 'Profile 1: userId must be a text'],
      [[0, 'createdAt'], '2024', 'Profile 1: createdAt must be a time in milliseconds'],
      [[0, 'updatedAt'], undefined, 'Profile 1: updatedAt must be a time in milliseconds'],
      [[0, 'copiedFrom'], 'x', 'Profile 1, copiedFrom: must be an object'],
      [[0, 'semesters'], {}, 'Profile 1: semesters must be a list'],
      [[0, 'semesters', 0, 'name'], '', 'Profile 1, semester 1: name must be a non-empty text'],
      [[0, 'semesters', 0, 'subjects'], null, 'Profile 1, semester 1: subjects must be a list'],
      [
        [1, 'semesters', 0, 'subjects', 1, 'subjectName'],
        7,
        'Profile 2, semester 1, subject 2: subject name must be a non-empty text',
      ],
      [
        [0, 'semesters', 0, 'subjects', 1, 'grade'],
        3,
        'Profile 1, semester 1, subject 2: grade must be one of 0, 4, 5, 6, 7, 8, 9, 10',
      ],
      [
        [0, 'semesters', 0, 'subjects', 1, 'grade'],
        '9',
        'Profile 1, semester 1, subject 2: grade must be one of 0, 4, 5, 6, 7, 8, 9, 10',
      ],
      [
        [0, 'semesters', 0, 'subjects', 0, 'credit'],
        -1,
        'Profile 1, semester 1, subject 1: credits must be 0 or more, in steps of 0.5',
      ],
      [
        [0, 'semesters', 0, 'subjects', 0, 'credit'],
        2.25,
        'Profile 1, semester 1, subject 1: credits must be 0 or more, in steps of 0.5',
      ],
      [
        [0, 'semesters', 0, 'subjects', 1, 'id'],
        'a',
        'Profile 1, semester 1, subject 2: id a is used twice',
      ],
      [
        [0, 'semesters', 0, 'subjects', 1, 'credit'],
        30.5,
        'Profile 1, semester 1, subject 2: credits must be at most 30',
      ],
      [
        [0, 'semesters', 0, 'subjects', 0, 'credit'],
        1e300,
        'Profile 1, semester 1, subject 1: credits must be at most 30',
      ],
      [[1, 'name'], 'x'.repeat(301), 'Profile 2: name must be at most 300 characters'],
      [
        [0, 'semesters', 0, 'name'],
        'x'.repeat(201),
        'Profile 1, semester 1: Semester name must be at most 200 characters',
      ],
      [
        [0, 'semesters', 0, 'subjects', 1, 'subjectName'],
        'x'.repeat(201),
        'Profile 1, semester 1, subject 2: Subject name must be at most 200 characters',
      ],
      [[0, 'semesters', 0, 'id'], 'x'.repeat(101), 'Profile 1, semester 1: id is too long'],
      [
        [0, 'semesters', 0, 'subjects', 0, 'id'],
        '\ud800',
        'Profile 1, semester 1, subject 1: id must be valid text',
      ],
      [
        [1, 'semesters'],
        Array.from({ length: 51 }, (_, index) => semester(`s${index}`, [])),
        'Profile 2: A profile can have at most 50 semesters',
      ],
      [
        [1, 'semesters'],
        Array.from({ length: 2 }, (_, index) =>
          semester(
            `s${index}`,
            Array.from({ length: 251 }, (_, position) => subject(9, 1, `${position}`)),
          ),
        ),
        'Profile 2: A profile can have at most 500 subjects',
      ],
    ];
    for (const [path, value, message] of cases) {
      expect(importError(sampleWith(path, value)), path.join('.')).toBe(message);
    }
  });

  it('cleans names as they are stored: a tab or line break becomes a space, ends trimmed', () => {
    const result = parseProfilesImport(JSON.stringify(sampleWith([0, 'name'], ' Asha\tRao\n')));
    expect(result.ok && result.profiles[0]!.name).toBe('Asha Rao');
  });

  it('checks copiedFrom field by field', () => {
    const copiedFrom = { shareId: 's', originalUserId: 'u', originalProfileId: 'p', copiedAt: 5 };
    expect(parseProfilesImport(JSON.stringify([{ ...sample, copiedFrom }]))).toEqual({
      ok: true,
      profiles: [{ ...sample, copiedFrom }],
    });
    expect(importError([{ ...sample, copiedFrom: { ...copiedFrom, copiedAt: null } }])).toBe(
      'Profile 1: copiedFrom.copiedAt must be a time in milliseconds',
    );
  });
});

describe('importProblem', () => {
  it('names what saved profiles hold that an account cannot take, before anything is saved', () => {
    const saved = parseStoredProfiles(
      JSON.stringify([
        { ...sample, semesters: [semester('a', [{ ...subject(9, 4, 'x'), credit: 31 }])] },
      ]),
    )!;
    expect(importProblem([sample])).toBeNull();
    expect(cannotAddMessage(importProblem(saved)!)).toBe(
      'These profiles cannot be added to your account as they are: Profile 1, semester 1, subject 1: credits must be at most 30',
    );
  });
});

describe('parseStoredProfiles', () => {
  it('reads a saved list, empty or not, and an export', () => {
    expect(parseStoredProfiles('[]')).toEqual([]);
    expect(parseStoredProfiles(JSON.stringify([sample]))).toEqual([sample]);
    expect(parseStoredProfiles(exportProfiles([sample], 0))).toEqual([sample]);
  });

  it('reads a subject saved with more credits than the maximum allows now, and lets it be edited', () => {
    const saved = sampleWith([0, 'semesters', 0, 'subjects', 0, 'credit'], 40);
    const [profile] = parseStoredProfiles(JSON.stringify(saved))!;
    expect(profile!.semesters[0]!.subjects[0]!.credit).toBe(40);
    expect(parseStoredProfile((saved as unknown[])[0])).not.toBeNull();
    expect(isValidSemesterList(profile!.semesters)).toBe(true);
    expect(exportProfiles([profile!], 0)).toContain('"credit": 40');
  });

  it('returns null for anything malformed', () => {
    for (const raw of [
      '',
      '{',
      'null',
      '"x"',
      '{}',
      JSON.stringify(sampleWith([0, 'semesters', 0, 'subjects', 0, 'grade'], 11)),
    ]) {
      expect(parseStoredProfiles(raw)).toBeNull();
    }
  });
});

describe('isValidSemesterList', () => {
  it('accepts valid semesters and refuses repeated ids', () => {
    fc.assert(
      fc.property(semestersArb, (semesters) => {
        expect(isValidSemesterList(semesters)).toBe(true);
      }),
    );
    expect(isValidSemesterList([semester('a', []), semester('a', [])])).toBe(false);
  });
});

describe('a profile’s grade scale in files and saved data', () => {
  const onVtu: Profile = {
    ...sample,
    id: 'vtu',
    isDefault: false,
    scale: { preset: 'vtu-2022' },
    semesters: [
      semester('s1', [{ ...subject(0, 4, 'm1'), gradeCode: 'F' }], 'Semester 1'),
      semester('s2', [{ ...subject(6, 4, 'm2'), retakeOf: 'm1' }], 'Semester 2'),
    ],
  };
  const custom = {
    ...presetById('ktu-2019')!,
    id: 'our-college',
    name: 'Our college',
    disputed: [],
  };
  const onCustom: Profile = {
    ...sample,
    id: 'custom',
    isDefault: false,
    scale: { custom },
    semesters: [semester('s1', [subject(8.5, 3, 'a')], 'Semester 1')],
  };

  it('round-trips a preset, a custom scale, grade codes and retakes', () => {
    const result = parseProfilesImport(exportProfiles([sample, onVtu, onCustom], 0));
    expect(result).toEqual({ ok: true, profiles: [sample, onVtu, onCustom] });
    expect(parseStoredProfiles(JSON.stringify([sample, onVtu, onCustom]))).toEqual([
      sample,
      onVtu,
      onCustom,
    ]);
  });

  it('stores SPEC’s scale as no scale, as every earlier profile has', () => {
    expect(parseStoredProfile({ ...sample, scale: { preset: 'spec-default' } })).toEqual(sample);
  });

  it('holds every grade to the profile’s scale, naming its grades', () => {
    expect(importError(sampleWith([0, 'semesters', 0, 'subjects', 0, 'grade'], 8.5))).toBe(
      'Profile 1, semester 1, subject 1: grade must be one of 0, 4, 5, 6, 7, 8, 9, 10',
    );
    const wrongCode = {
      ...onVtu,
      semesters: [semester('s', [{ ...subject(9, 1), gradeCode: 'O' }])],
    };
    expect(importError([wrongCode])).toMatch(
      /^Profile 1, semester 1, subject 1: grade must be one of O \(10\), A\+ \(9\), /,
    );
    expect(parseStoredProfile({ ...onCustom, scale: { preset: 'vtu-2022' } })).toBeNull();
  });

  it('refuses an unknown preset or a custom scale that is not one, saying why', () => {
    expect(importError([{ ...sample, scale: { preset: 'hogwarts' } }])).toBe(
      "Profile 1: unknown grade scale 'hogwarts'",
    );
    const broken = { ...custom, grades: [{ ...custom.grades[0]!, points: 12 }] };
    expect(importError([{ ...onCustom, scale: { custom: broken } }])).toBe(
      'Profile 1: custom scale: scale.grades[0].points must be from 0 to 10',
    );
    expect(importError([{ ...sample, scale: 'vtu-2022' }])).toBe(
      'Profile 1, scale: must be an object',
    );
    expect(importError([{ ...sample, scale: { preset: 'vtu-2022', custom } }])).toBe(
      'Profile 1: scale must name a preset or hold a custom scale',
    );
  });

  it('reads a retake link as an id, as it reads other ids', () => {
    // The earlier product's ids were numbers; an id a file gives as one reads as its digits.
    const numeric = sampleWith([0, 'semesters', 0, 'subjects', 0, 'retakeOf'], 17) as unknown[];
    expect(parseStoredProfile(numeric[0])?.semesters[0]?.subjects[0]?.retakeOf).toBe('17');
    const empty = { ...onVtu, semesters: [semester('s', [{ ...subject(6, 1), retakeOf: '' }])] };
    expect(importError([empty])).toBe(
      'Profile 1, semester 1, subject 1, retakeOf: id must be a non-empty text',
    );
  });

  it('reads a grade remembered from before a change of scale in its form only', () => {
    const withMemo = (gradeBefore: unknown) => ({
      ...sample,
      semesters: [semester('s', [{ ...subject(0, 3), gradeCode: 'E', gradeBefore } as never])],
    });
    for (const memo of ['0/F', '8.25/A+', '11/ABCDEFGH', '0/😀']) {
      const parsed = parseProfilesImport(JSON.stringify([withMemo(memo)]));
      expect(parsed.ok && parsed.profiles[0]!.semesters[0]!.subjects[0]!.gradeBefore).toBe(memo);
    }
    for (const memo of [
      '12/F',
      '08/F',
      '8.50/F',
      '1e1/F',
      '0/',
      '/F',
      '0/F/x',
      '0/ABCDEFGHI',
      '0/\n',
      0,
    ]) {
      expect(importError([withMemo(memo)])).toBe(
        "Profile 1, semester 1, subject 1: the grade before the last change of scale must be 'points/code', e.g. '0/F'",
      );
    }
    // Saved before the memo existed: read as it was, with nothing to restore.
    expect(parseStoredProfile(sample)).toEqual(sample);
  });
});
