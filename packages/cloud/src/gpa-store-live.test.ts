import { describe, expect, it } from 'vitest';
import { SAVE_ERROR_MESSAGE } from '../../core/src/gpa/profiles';
import type { GpaStoreSnapshot } from '../../core/src/gpa/store';
import {
  addSubject,
  profileOf,
  setUpStoreTests,
  until,
  withFirstProfile,
} from '../test/store-clients';
import { writeDocument } from '../test/cloud';

// The live update of a permission, looped: each time the owner makes a share read-only, the
// recipient's store, following the profile it shows, says so, and the server refuses the edit;
// each time she grants edit again, the recipient's edit reaches the owner. No retry: a retry could
// hide a recipient left editing what she may no longer edit.

setUpStoreTests();

const ROUNDS = 5;

describe('a permission changed again and again', { retry: 0 }, () => {
  it(`reaches the recipient every time, in ${ROUNDS} rounds of read-only and edit`, async () => {
    const asha = await withFirstProfile('asha@example.com', 'Asha');
    const ravi = await withFirstProfile('ravi@example.com', 'Ravi');
    const profile = profileOf(asha);
    const semesterId = profile.semesters[0]!.id;
    await asha.store.sharing!.share(profile.id, 'ravi@example.com', 'edit');
    ravi.store.setActiveProfileId(profile.id);
    const shared = (s: GpaStoreSnapshot) => s.sharedWithMe.find(({ id }) => id === profile.id);
    await until(ravi, (s) => shared(s)?.loaded === true && shared(s)?.permission === 'edit');
    const { shareId } = (await until(asha, (s) => s.outgoingShares.length === 1))
      .outgoingShares[0]!;

    for (let round = 1; round <= ROUNDS; round += 1) {
      await asha.store.sharing!.updatePermission(shareId, 'read');
      await until(ravi, (s) => shared(s)?.permission === 'read');
      await expect(
        ravi.store.applyEdit(profile.id, addSubject(semesterId, `Refused ${round}`)),
      ).rejects.toThrow(SAVE_ERROR_MESSAGE);

      await asha.store.sharing!.updatePermission(shareId, 'edit');
      await until(ravi, (s) => shared(s)?.permission === 'edit');
      await ravi.store.applyEdit(profile.id, addSubject(semesterId, `From Ravi ${round}`));
      await until(asha, (s) => s.profiles[0]!.semesters[0]!.subjects.length === round);
    }
    const names = profileOf(asha).semesters[0]!.subjects.map(({ subjectName }) => subjectName);
    expect(names.sort()).toEqual(
      Array.from({ length: ROUNDS }, (_, index) => `From Ravi ${index + 1}`).sort(),
    );
    expect([...asha.notices, ...ravi.notices]).toEqual([]);
  });
});

describe('a shared profile whose read was refused', { retry: 0 }, () => {
  it('is read again when its share record comes again, instead of staying gone', async () => {
    const asha = await withFirstProfile('asha@example.com', 'Asha');
    const ravi = await withFirstProfile('ravi@example.com', 'Ravi');
    const profile = profileOf(asha);
    await asha.store.sharing!.share(profile.id, 'ravi@example.com', 'edit');
    ravi.store.setActiveProfileId(profile.id);
    await until(ravi, (s) => s.sharedWithMe[0]?.loaded === true);
    // His access goes while both records stay (no client of ours writes that: a failed read looks
    // the same to his store), then comes back.
    const path = `users/${asha.uid}/profiles/${profile.id}`;
    await writeDocument(path, { permissions: { [asha.uid]: 'owner' } }, ['permissions']);
    await until(ravi, (s) => s.sharedWithMe.length === 0);
    await until(asha, (s) => s.outgoingShares.length === 0);
    await writeDocument(path, { permissions: { [asha.uid]: 'owner', [ravi.uid]: 'edit' } }, [
      'permissions',
    ]);
    // Renamed (once her store sees his access again), which rewrites his record: the profile is
    // read again, and shows.
    await until(asha, (s) => s.outgoingShares.length === 1);
    await asha.store.renameProfile(profile.id, 'Plan');
    const shown = await until(
      ravi,
      (s) => s.sharedWithMe[0]?.name === 'Plan' && s.sharedWithMe[0].loaded,
    );
    expect(shown.sharedWithMe[0]).toMatchObject({
      permission: 'edit',
      semesters: profile.semesters,
    });
  });
});
