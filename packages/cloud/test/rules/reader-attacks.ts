import { aliceProfile } from './rules-environment';
import { deleteField } from 'firebase/firestore';
import type { Profile, ScaleChoice } from '../../../core/src/gpa/model';
import { documentFromProfile } from '../../../core/src/gpa/profile-document';
import { CUSTOM_SCALE } from '../../../core/src/gpa/scales/test-scales';

/**
 * Documents the rules once accepted and packages/core's reader refuses (reader-agreement tests),
 * and the helpers that write them as the owner, an editor and a public link's data.
 */

export type Data = Record<string, unknown>;

export const PATH = 'users/alice/profiles/p1';
export const LINK = 'sharedProfiles/q3Y5-k0_ZxW1bD8nR2tVaA';
export const LINK_ID = 'q3Y5-k0_ZxW1bD8nR2tVaA';

export function profileOn(scale: ScaleChoice | undefined): Profile {
  return aliceProfile(
    [
      {
        id: 's1',
        name: 'Semester 1',
        subjects: [
          { id: 'm1', subjectName: 'Maths', grade: 9, credit: 4 },
          { id: 'p2', subjectName: 'Physics', grade: 0, gradeCode: 'F', credit: 3 },
        ],
      },
      {
        id: 's2',
        name: 'Semester 2',
        subjects: [{ id: 'p3', subjectName: 'Physics', grade: 8, credit: 3, retakeOf: 'p2' }],
      },
    ],
    scale,
  );
}

/** The document core writes for a profile on `scale`, shared with erin (edit) and rita (read). */
export const documentOn = (scale: ScaleChoice | undefined): Data => ({
  ...documentFromProfile(profileOn(scale), 'alice', (millis) => millis),
  permissions: { alice: 'owner', erin: 'edit', rita: 'read' },
  collaborators: ['alice', 'erin', 'rita'],
});

export const NO_SCALE = undefined;
export const KTU: ScaleChoice = { preset: 'ktu-2019' };
export const CUSTOM: ScaleChoice = { custom: CUSTOM_SCALE };

/** The link data of a profile document: its name, contents and scale. */
export function linkData(document: Data): Data {
  const fields = ['name', 'semesterEntries', 'subjectEntries', 'sgpaEntries', 'scale'];
  const data = Object.fromEntries(fields.filter((f) => f in document).map((f) => [f, document[f]]));
  if (document.scale === 'custom') {
    Object.assign(data, { customScale: document.customScale, scalePoints: document.scalePoints });
  }
  return data;
}

export const linkOf = (document: Data, extra: Data = {}): Data => ({
  shareId: LINK_ID,
  originalUserId: 'alice',
  originalProfileId: 'p1',
  profileName: 'Alice',
  sharedAt: 1,
  updatedAt: 1,
  isPublic: true,
  shareOptions: { allowCopy: true, allowView: true, expiresAt: null, password: false },
  profileData: linkData(document),
  ...extra,
});

/** The top-level fields `after` changes from `before`, deleted ones as deleteField(). */
export function changedFields(before: Data, after: Data): Data {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return Object.fromEntries(
    [...keys]
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => [key, key in after ? after[key] : deleteField()]),
  );
}

export const clone = (data: Data): Data => structuredClone(data);

export const scaleRecords = (document: Data) => document.customScale as Record<string, unknown>;
export const grades = (document: Data) => scaleRecords(document).grades as string[];

/** The custom scale's grade `index` with `extra` in its JSON text. */
export function changeGrade(document: Data, index: number, extra: Data) {
  grades(document)[index] = JSON.stringify({ ...JSON.parse(grades(document)[index]!), ...extra });
}

export interface Attack {
  name: string;
  scale: ScaleChoice | undefined;
  change: (document: Data) => void;
  /** Who can write it: the fields an editor may not touch are the owner's alone. */
  editor?: boolean;
  /** It can be written as a link's data too. */
  link?: boolean;
}

export const ATTACKS: Attack[] = [
  {
    name: "an order of 1e+999 (Infinity): semesterEntries.x = '1e+999|x'",
    scale: NO_SCALE,
    change: (d) => ((d.semesterEntries as Data).x = '1e+999|x'),
  },
  {
    name: 'a subject ordered 9.9e+308',
    scale: CUSTOM,
    change: (d) => ((d.subjectEntries as Data).s1_x = '9.9e+308|9|3|Sub'),
  },
  {
    name: "a grade code the scale lacks (SPEC's scale)",
    scale: NO_SCALE,
    change: (d) => ((d.subjectEntries as Data).s1_x = '2|9/Z|3|Sub'),
  },
  {
    name: "a grade code the preset lacks, and one with another grade's points",
    scale: KTU,
    change: (d) => {
      (d.subjectEntries as Data).s1_x = '2|0/RA|3|Sub';
      (d.subjectEntries as Data).s1_y = '3|9/O|3|Sub';
    },
  },
  {
    name: 'a grade code the custom scale lacks, in a retake',
    scale: CUSTOM,
    change: (d) => ((d.subjectEntries as Data).s2_x = '2|0/ZZ/m1|3|Sub'),
  },
  {
    name: "a semester key that repeats another's id in another spelling (%731 is s1)",
    scale: NO_SCALE,
    change: (d) => ((d.semesterEntries as Data)['%731'] = '5|Again'),
  },
  {
    name: 'a subject key that repeats another’s id in lower-case hex (%2e and %2E)',
    scale: NO_SCALE,
    change: (d) => {
      (d.subjectEntries as Data)['s1_a%2E'] = '2|9|3|One';
      (d.subjectEntries as Data)['s1_a%2e'] = '3|9|3|Two';
    },
  },
  {
    name: 'a key that decodes to nothing (%FF, a lone %)',
    scale: NO_SCALE,
    change: (d) => ((d.semesterEntries as Data)['x%FF'] = '5|Broken'),
  },
  {
    name: 'a retake key that decodes to nothing',
    scale: NO_SCALE,
    change: (d) => ((d.subjectEntries as Data).s2_x = '2|9//%E0%80|3|Sub'),
  },
  {
    name: 'a grade remembered from before a change of scale, of 12 points',
    scale: NO_SCALE,
    change: (d) => ((d.subjectEntries as Data).s1_x = '2|9///12/F|3|Sub'),
  },
  {
    name: 'a custom scale with a repeated grade code',
    scale: CUSTOM,
    change: (d) => changeGrade(d, 1, { code: 'O' }),
  },
  {
    name: 'a blank label (spaces, a no-break space, an escaped tab)',
    scale: CUSTOM,
    change: (d) => {
      changeGrade(d, 1, { label: '   ' });
      changeGrade(d, 2, { label: '\u00a0' });
      changeGrade(d, 3, { label: '\t' });
    },
  },
  {
    name: 'a blank code, marks, class name or source title',
    scale: CUSTOM,
    change: (d) => {
      changeGrade(d, 1, { code: ' ' });
      scaleRecords(d).classes = [JSON.stringify({ name: '\u3000', minCgpa: 8 })];
    },
  },
  {
    name: 'a grade both failing and earning credit',
    scale: CUSTOM,
    change: (d) => changeGrade(d, 7, { isFail: true, earnsCredit: true }),
  },
  {
    name: 'line breaks inside a record: two grades in one text',
    scale: CUSTOM,
    change: (d) => {
      const list = grades(d);
      scaleRecords(d).grades = [`${list[0]}\n${list[1]}`, ...list.slice(2)];
    },
  },
  {
    name: 'a name of a no-break space or U+FEFF',
    scale: NO_SCALE,
    change: (d) => {
      (d.semesterEntries as Data).x = '5|\uFEFF';
      (d.subjectEntries as Data).s1_x = '2|9|3|\uFEFF';
    },
  },
  {
    name: 'a percentage line with a leading zero (not JSON)',
    scale: CUSTOM,
    change: (d) => (scaleRecords(d).percentage = '{"kind":"linear","a":07,"b":0}'),
  },
  {
    name: 'a percentage line of slope 51',
    scale: CUSTOM,
    change: (d) => (scaleRecords(d).percentage = '{"kind":"linear","a":51,"b":0}'),
  },
  {
    name: 'a source address with a no-break space',
    scale: CUSTOM,
    change: (d) =>
      (scaleRecords(d).sources = [
        JSON.stringify({ url: 'https://x.org/a\u00a0b', title: 'T', read: '2025-01-01' }),
      ]),
  },
  {
    name: 'a label of 40 characters beyond the BMP (80 in JavaScript)',
    scale: CUSTOM,
    change: (d) => changeGrade(d, 1, { label: '😀'.repeat(40) }),
  },
  {
    name: 'an unknown preset on a profile without subjects',
    scale: NO_SCALE,
    change: (d) => {
      d.scale = 'harvard';
      d.subjectEntries = {};
    },
  },
  {
    name: 'updatedAt deleted',
    scale: NO_SCALE,
    change: (d) => delete d.updatedAt,
    link: false,
  },
  {
    name: 'createdAt deleted (the owner’s)',
    scale: NO_SCALE,
    change: (d) => delete d.createdAt,
    editor: false,
    link: false,
  },
  {
    name: 'a profile named with a no-break space (the owner’s)',
    scale: NO_SCALE,
    change: (d) => (d.name = '\u00a0'),
    editor: false,
  },
];
