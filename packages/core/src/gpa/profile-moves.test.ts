import fc from 'fast-check';
import { scaleChangeProblem } from './entered-sgpa';
import { describe, expect, it } from 'vitest';
import { profileOnScaleArb, scaleChoiceArb } from './arbitraries';
import type { Profile, ScaleChoice, SharedProfile } from './model';
import {
  DELETE_FIELD,
  type DocumentUpdate,
  documentFromProfile,
  profileFromDocument,
} from './profile-document';
import { documentUpdate, scaleChangeUpdate } from './profile-document-update';
import { planImport, profileCopy } from './profile-moves';
import { applyProfileEdit, createDefaultProfile } from './profiles';
import type { IdSource } from './profiles';
import {
  openLinkProfile,
  publicLinkDocument,
  readPublicLink,
  unlockPublicLink,
} from './public-link';
import { changeScale, resolveScale } from './scales/profile-scale';
import { ISSUE_PROFILES, VTU_PROFILE, figures } from './test-profiles';
import { parseProfilesImport } from './profile-import';
import { exportProfiles, parseStoredProfiles } from './transfer';

/**
 * The move matrix: a profile on any scale (SPEC's, every preset, a student's own), with later
 * attempts and quick semesters, survives every way it moves (the device's saved copy, export and
 * import into a new account and an existing one, its Firestore document written whole and by the
 * import's field-level update, a public link plain and encrypted, a copy from a share and from a
 * link), a change of scale and back around each, and a re-read after each: the scale, every
 * grade's code, the SGPAs and CGPA, the percentage with its rule, the class and the credits counted
 * are what they were.
 */

function counter(): IdSource {
  let time = 1_000;
  return { now: () => (time += 1), random: () => 0.5 };
}

const time = (millis: number) => millis;

/** Applies an update as Firestore's `updateDoc` does, for the dotted paths an update writes. */
function updated(document: unknown, update: DocumentUpdate<number>): unknown {
  const result = structuredClone(document) as Record<string, Record<string, unknown>>;
  for (const [path, value] of Object.entries(update)) {
    const [field, key] = path.split('.') as [string, string | undefined];
    const [target, name] = key === undefined ? [result, field] : [(result[field] ??= {}), key];
    if (value === DELETE_FIELD) Reflect.deleteProperty(target, name);
    else target[name] = structuredClone(value);
  }
  return result;
}

/** Written as a new document and read back. */
const throughDocument = (profile: Profile) =>
  profileFromDocument(profile.id, documentFromProfile(profile, 'owner', time));

const throughDevice = (profile: Profile) => parseStoredProfiles(JSON.stringify([profile]))?.[0];

/** Exported, imported from the file, and planned into an account holding `own`. */
function throughImport(profile: Profile, own: Profile[]) {
  const parsed = parseProfilesImport(exportProfiles([profile], 0));
  if (!parsed.ok) throw new Error(parsed.message);
  const plan = planImport(own, parsed.profiles, new Set(), counter());
  if (plan.merge) {
    const target = own.find((each) => each.id === plan.merge!.profileId)!;
    const merged = applyProfileEdit(target, plan.merge.edit, 5);
    // The cloud's path: the same edit as a field-level update of the default's document.
    const document = documentFromProfile(target, 'owner', time);
    const update = documentUpdate(target.id, document, plan.merge.edit, 5);
    const cloud = update && profileFromDocument(target.id, updated(document, update));
    return { merged, cloud, plan };
  }
  return { added: plan.added[0]!, plan };
}

const emptyDefault = () =>
  createDefaultProfile({ displayName: 'Asha', email: null, userId: 'owner' }, counter());

const shared = (profile: Profile): SharedProfile => ({
  ...profile,
  isShared: true,
  loaded: true,
  permission: 'read',
  shareId: 'share-1',
  ownerUserId: 'sender',
  ownerEmail: 'sender@example.com',
  sharedAt: 1,
});

const FROM = { shareId: 'share-1', originalUserId: 'sender', originalProfileId: 'p' };

const linkOptions = { allowCopy: true, expiresAt: null, password: null };

async function throughLink(profile: Profile, password: string | null) {
  const document = await publicLinkDocument(
    'link-1',
    'sender',
    profile,
    { ...linkOptions, password },
    1,
  );
  const link = readPublicLink('link-1', document);
  if (link === null) return null;
  return password === null ? openLinkProfile(link) : unlockPublicLink(link, password);
}

/** Each synchronous move, ending with a re-read of what it saved (its document written and read). */
function syncMoves(profile: Profile): [string, Profile | null | undefined][] {
  const intoNew = throughImport(profile, [emptyDefault()]);
  const existing = { ...emptyDefault(), semesters: [{ id: 'w', name: 'Work', subjects: [] }] };
  const withWork: Profile = {
    ...existing,
    semesters: [
      {
        id: 'w',
        name: 'Work',
        subjects: [{ id: 'x', subjectName: 'Maths', grade: 8, credit: 4 }],
      },
    ],
  };
  const intoExisting = throughImport(profile, [withWork]);
  const copy = profileCopy(shared(profile), FROM, 'me', counter());
  return [
    ['device save and load', throughDevice(profile)],
    ['Firestore document', throughDocument(profile)],
    ['import into a new account (device)', intoNew.merged ?? intoNew.added],
    [
      'import into a new account (cloud)',
      throughDocument(intoNew.plan.merge ? intoNew.cloud! : intoNew.added!),
    ],
    ['import into an account with work', intoExisting.added && throughDocument(intoExisting.added)],
    ['copy from a share', throughDocument(copy)],
    ['copy, then the device', throughDevice(copy)],
  ];
}

function expectSameFigures(before: Profile, after: Profile | null | undefined, move: string) {
  expect(after, move).toBeTruthy();
  expect(figures(after!), move).toEqual(figures(before));
}

describe('the move matrix', () => {
  it('keeps every figure through every move, on any scale', () => {
    fc.assert(
      fc.property(profileOnScaleArb, (profile) => {
        for (const [move, after] of syncMoves(profile)) expectSameFigures(profile, after, move);
      }),
      { numRuns: 150 },
    );
  });

  it('carries everything a profile holds through the device, a file and its document', () => {
    fc.assert(
      fc.property(profileOnScaleArb, (profile) => {
        expect(throughDevice(profile)).toEqual(profile);
        expect(parseProfilesImport(exportProfiles([profile], 0))).toEqual({
          ok: true,
          profiles: [profile],
        });
        expect(throughDocument(profile)).toEqual({ ...profile, userId: 'owner' });
      }),
      { numRuns: 150 },
    );
  });

  it('gives every grade back on a change of scale, a move, and a change back', () => {
    // As the device store changes scale: the widget's edit, applied; each step read back.
    const onScale = (profile: Profile, scale: ScaleChoice | undefined) =>
      throughDevice(
        applyProfileEdit(
          profile,
          {
            type: 'changeScale',
            scale: scale ?? null,
            semesters: changeScale(
              resolveScale(profile.scale)!,
              resolveScale(scale)!,
              profile.semesters,
            ).semesters,
          },
          5,
        ),
      )!;
    fc.assert(
      fc.property(profileOnScaleArb, scaleChoiceArb, (profile, other) => {
        // Refused where a quick semester's SGPA is above the other scale's best: nothing changes,
        // so there is nothing to change back.
        const refused = scaleChangeProblem(resolveScale(other)!, profile.semesters) !== null;
        if (refused) {
          expectSameFigures(profile, onScale(profile, other), 'refused change');
          const document = documentFromProfile(profile, 'owner', time);
          expect(scaleChangeUpdate(profile.id, document, other ?? null, 5)).toBeNull();
          return;
        }
        for (const [move, after] of syncMoves(onScale(profile, other))) {
          expect(after, move).toBeTruthy();
          expectSameFigures(profile, onScale(after!, profile.scale), `${move}, changed back`);
        }
        // As the cloud store changes scale: its update of the stored document, read after each
        // (which writes the 'Semester 1' shown for a profile without semesters: SPEC §4).
        if (profile.semesters.length === 0) return;
        const document = documentFromProfile(profile, 'owner', time);
        const there = updated(document, scaleChangeUpdate(profile.id, document, other ?? null, 5)!);
        const back = scaleChangeUpdate(profile.id, there, profile.scale ?? null, 6)!;
        expectSameFigures(profile, profileFromDocument(profile.id, updated(there, back)), 'cloud');
      }),
      { numRuns: 100 },
    );
  });

  it('keeps every figure through a public link and a copy from it', async () => {
    await fc.assert(
      fc.asyncProperty(profileOnScaleArb, async (profile) => {
        const opened = await throughLink(profile, null);
        expectSameFigures(profile, opened, 'public link');
        // With the grades remembered from before a change of scale, for changing back.
        const memos = (each: Profile) =>
          each.semesters.flatMap((semester) => semester.subjects.map((one) => one.gradeBefore));
        expect(memos(opened!)).toEqual(memos(profile));
        const copy = profileCopy(opened!, FROM, 'me', counter());
        expectSameFigures(profile, throughDocument(copy), 'copy from a link');
      }),
      { numRuns: 60 },
    );
  });

  it('keeps every figure through a password-protected link', async () => {
    const profile = fc.sample(profileOnScaleArb, { numRuns: 1, seed: 26 })[0]!;
    expectSameFigures(profile, await throughLink(profile, 'secret'), 'protected link');
  }, 20_000);
});

// --- The students of the issue --------------------------------------------------------------------

describe('the profiles of the issue', () => {
  it.each(ISSUE_PROFILES)(
    'a %s default merges into a new account with its scale and numbers',
    (_, profile, shows) => {
      const before = figures(profile)!;
      expect([before.percentage, before.numbers.cgpa]).toContain(shows);
      const { merged, cloud, plan } = throughImport(profile, [emptyDefault()]);
      expect(plan.merge?.edit.scale).toEqual(profile.scale);
      expectSameFigures(profile, merged, 'device');
      expectSameFigures(profile, cloud, 'cloud');
      for (const [move, after] of syncMoves(profile)) expectSameFigures(profile, after, move);
    },
  );

  it('VTU 2022: P stays P, 66.80 % by VTU’s rule', () => {
    const { merged } = throughImport(VTU_PROFILE, [emptyDefault()]);
    expect(figures(merged!)!.codes).toEqual([['O', 'P']]);
    expect(figures(merged!)!.percentage).toBe('66.80');
  });
});
