import { expect } from 'chai';
import type { ProfileEdit } from '../../../packages/core/src/gpa/model';
import type { GpaStoreSnapshot } from '../../../packages/core/src/gpa/store';
import { createProfile } from '../../../packages/core/src/gpa/profiles';
import { READ_ONLY_MESSAGE, readOnlyStore } from './read-only-store';

// The store behind a public link's `<gpa-calculator readonly>`: the link's profile, ready at once,
// and every change refused, whatever the element lets through.

const profile = createProfile('Asha (Default)', null, { now: () => 0, random: () => 0.5 });

const EDIT: ProfileEdit = {
  type: 'addSemester',
  semester: { id: 's2', name: 'Semester 2', subjects: [] },
};

/** What a promise was refused with; '' when it was not. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => '',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );

describe('the read-only store of a public link', () => {
  it("shows the link's profile, ready and selected, to every subscriber at once", () => {
    const store = readOnlyStore(profile);
    const seen: GpaStoreSnapshot[] = [];
    const stop = store.subscribe((snapshot) => seen.push(snapshot));
    stop();
    expect(seen.length).to.equal(1);
    expect(seen[0]).to.deep.include({
      status: 'ready',
      profiles: [profile],
      sharedWithMe: [],
      outgoingShares: [],
      publicLinks: [],
      damagedProfiles: [],
      saving: false,
      activeProfileId: profile.id,
    });
  });

  it('refuses every change, creates no profile and keeps nothing', async () => {
    const store = readOnlyStore(profile);
    const refused = await Promise.all([
      refusal(store.createProfile('Mine')),
      refusal(store.renameProfile(profile.id, 'Renamed')),
      refusal(store.deleteProfile(profile.id)),
      refusal(store.repairProfile(profile.id)),
      refusal(store.applyEdit(profile.id, EDIT)),
      refusal(store.importProfiles([])),
    ]);
    expect(refused).to.deep.equal(Array(6).fill(READ_ONLY_MESSAGE));
    expect(READ_ONLY_MESSAGE).to.equal('This shared profile is read-only');
    expect(await store.ensureDefaultProfile('Asha')).to.equal(false);
  });
});
