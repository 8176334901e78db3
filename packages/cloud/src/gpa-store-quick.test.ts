import { describe, expect, it } from 'vitest';
import type { GpaStoreSnapshot } from '../../core/src/gpa/store';
import { SAVE_ERROR_MESSAGE } from '../../core/src/gpa/profiles';
import { readDocument } from '../test/cloud';
import {
  type Client,
  addSubject,
  profileOf,
  saved,
  setUpStoreTests,
  until,
  withFirstProfile,
} from '../test/store-clients';

// Quick semesters in the Firestore GPA store against the real emulators: entered by
// the owner and by an editor at once, shown live to both, seen and not written by a reader.

setUpStoreTests();

const shared = (client: Client, test: (s: GpaStoreSnapshot) => boolean) =>
  until(client, (s) => s.sharedWithMe.length === 1 && s.sharedWithMe[0]!.loaded && test(s));

describe('quick semesters in the cloud', () => {
  it('the owner and an editor enter them at once, each a field of its own; a reader only sees them', async () => {
    const asha = await withFirstProfile('asha@example.com', 'Asha');
    const ravi = await withFirstProfile('ravi@example.com', 'Ravi');
    const profile = profileOf(asha);
    const first = profile.semesters[0]!.id;
    await asha.store.sharing!.share(profile.id, 'ravi@example.com', 'edit');
    const share = (await until(asha, (s) => s.outgoingShares.length === 1)).outgoingShares[0]!;
    ravi.store.setActiveProfileId(profile.id);
    await shared(ravi, () => true);

    const second = { id: 'sem-2', name: 'Semester 2', subjects: [] };
    await Promise.all([
      asha.store.applyEdit(profile.id, {
        type: 'setSemesterEntry',
        semesterId: first,
        entered: { sgpa: 8.25, credits: 22 },
      }),
      ravi.store.applyEdit(profile.id, {
        type: 'addSemester',
        semester: { ...second, entered: { sgpa: 9.1, credits: 21.5 } },
      }),
    ]);
    const both = (semesters: GpaStoreSnapshot['profiles'][number]['semesters'] | undefined) =>
      semesters?.length === 2 && semesters.every((semester) => semester.entered !== undefined);
    const seen = await until(asha, (s) => both(s.profiles[0]?.semesters));
    expect(seen.profiles[0]!.semesters).toEqual([
      { id: first, name: 'Semester 1', subjects: [], entered: { sgpa: 8.25, credits: 22 } },
      { ...second, entered: { sgpa: 9.1, credits: 21.5 } },
    ]);
    await shared(ravi, (s) => both(s.sharedWithMe[0]!.semesters));
    await saved(asha);
    const stored = await readDocument(`users/${asha.uid}/profiles/${profile.id}`);
    expect(JSON.stringify(stored?.sgpaEntries)).toContain('8.25|22');

    // A quick semester takes no subjects; a reader writes nothing.
    await expect(asha.store.applyEdit(profile.id, addSubject(first, 'Maths'))).rejects.toThrow(
      SAVE_ERROR_MESSAGE,
    );
    await asha.store.sharing!.updatePermission(share.shareId, 'read');
    await shared(ravi, (s) => s.sharedWithMe[0]!.permission === 'read');
    await expect(
      ravi.store.applyEdit(profile.id, {
        type: 'setSemesterEntry',
        semesterId: first,
        entered: null,
      }),
    ).rejects.toThrow(SAVE_ERROR_MESSAGE);
    expect(profileOf(asha).semesters[0]!.entered).toEqual({ sgpa: 8.25, credits: 22 });
  });
});
