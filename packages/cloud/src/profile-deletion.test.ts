import {
  arrayRemove,
  deleteDoc,
  deleteField,
  doc,
  FieldPath,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { disposeClouds, lookupAccount, readDocument, testCloud } from '../test/cloud';
import { clearProject } from '../test/emulators';
import {
  addProfile,
  addPublicLink,
  PASSWORD,
  shareProfile,
  signUpMember,
  type Member,
} from '../test/sharing';
import { cloudFirestore } from './firestore';
import { attachMeter } from './meter';

// Account deletion of a user who owns, shares and receives profiles (SPEC §6, §7; docs/decisions.md
// "Shared profiles: one source of truth", "Deletion by own records"), against the Auth and
// Firestore emulators, everything written through the rules as the users' own clients write it.
// Ada is deleted; Ben and Cy share with her and each other.

beforeEach(() => clearProject());
afterEach(() => disposeClouds());

const member = (name: string) => signUpMember(testCloud(), `${name}@example.com`);

const gone = async (path: string) => expect(await readDocument(path), path).toBeNull();
const present = async (path: string) => expect(await readDocument(path), path).not.toBeNull();

/** A stored profile's `permissions` and `collaborators`, as plain values. */
async function people(owner: Member, profileId: string) {
  const fields = (await readDocument(`users/${owner.uid}/profiles/${profileId}`))!;
  const permissions = (fields.permissions as { mapValue: { fields?: object } }).mapValue.fields;
  const collaborators = (fields.collaborators as { arrayValue: { values?: object[] } }).arrayValue
    .values;
  return {
    permissions: Object.fromEntries(
      Object.entries(permissions ?? {}).map(([uid, role]) => [uid, role.stringValue]),
    ),
    collaborators: (collaborators ?? []).map(
      (value) => (value as { stringValue: string }).stringValue,
    ),
  };
}

const shareRecords = (owner: Member, target: Member, shareId: string) => [
  `userShares/${owner.uid}/outgoing/${shareId}`,
  `userShares/${target.uid}/incoming/${shareId}`,
];

async function deleteAccount(user: Member): Promise<void> {
  expect(await user.service.deleteAccount(PASSWORD)).toEqual({
    success: true,
    error: null,
    requiresPassword: false,
  });
  expect(user.logged).toEqual([]);
  expect(await lookupAccount(user.uid)).toBeUndefined();
  await gone(`users/${user.uid}`);
}

describe('deleting an account with profiles, shares and public links', () => {
  it('deletes all of it, both sides of every share, and leaves the others their own', async () => {
    const [ada, ben, cy] = [await member('ada'), await member('ben'), await member('cy')];
    for (const id of ['a1', 'a2', 'a3']) await addProfile(ada, id);
    for (const id of ['b1', 'b2']) await addProfile(ben, id);
    for (const id of ['c1', 'c2']) await addProfile(cy, id);
    const adaShares = [
      ...shareRecords(ada, ben, await shareProfile(ada, 'a1', ben, 'edit')),
      ...shareRecords(ada, cy, await shareProfile(ada, 'a2', cy, 'read')),
      ...shareRecords(ben, ada, await shareProfile(ben, 'b1', ada, 'edit')),
      ...shareRecords(ben, ada, await shareProfile(ben, 'b2', ada, 'read')),
      ...shareRecords(cy, ada, await shareProfile(cy, 'c1', ada, 'read')),
    ];
    const otherShares = [
      ...shareRecords(ben, cy, await shareProfile(ben, 'b1', cy, 'read')),
      ...shareRecords(cy, ben, await shareProfile(cy, 'c2', ben, 'edit')),
    ];
    const adaLinks = [await addPublicLink(ada, 'a1'), await addPublicLink(ada, 'a3')];
    const cyLink = await addPublicLink(cy, 'c1');

    const meter = attachMeter(ada.cloud);
    await deleteAccount(ada);

    for (const id of ['a1', 'a2', 'a3']) await gone(`users/${ada.uid}/profiles/${id}`);
    for (const id of adaLinks) {
      await gone(`sharedProfiles/${id}`);
      await gone(`users/${ada.uid}/sharedProfiles/${id}`);
    }
    for (const path of adaShares) await gone(path);
    expect(await people(ben, 'b1')).toEqual({
      permissions: { [ben.uid]: 'owner', [cy.uid]: 'read' },
      collaborators: [ben.uid, cy.uid],
    });
    expect(await people(ben, 'b2')).toEqual({
      permissions: { [ben.uid]: 'owner' },
      collaborators: [ben.uid],
    });
    expect(await people(cy, 'c1')).toEqual({
      permissions: { [cy.uid]: 'owner' },
      collaborators: [cy.uid],
    });
    for (const path of otherShares) await present(path);
    await present(`sharedProfiles/${cyLink}`);
    await present(`users/${cy.uid}/sharedProfiles/${cyLink}`);
    for (const user of [ben, cy]) await present(`users/${user.uid}`);
    expect(await people(cy, 'c2')).toEqual({
      permissions: { [cy.uid]: 'owner', [ben.uid]: 'edit' },
      collaborators: [cy.uid, ben.uid],
    });

    // Her records of the senders (ben and cy), which count their shares at her: gone with her.
    for (const sender of [ben, cy]) await gone(`userShares/${ada.uid}/senders/${sender.uid}`);

    // Reads: the 3 incoming and 2 outgoing shares, the 2 links and their 2 records, 3 profiles,
    // 2 records of senders, the e-mail lookup record (deleted only if still the user's).
    // Writes: 3 profiles left, 10 share records, 4 link documents, 3 profiles, 2 records of
    // senders, userShares/{uid}, the user record, the e-mail lookup record and the attendance
    // sheet (a delete, whether or not she kept one).
    expect(meter).toMatchObject({ reads: 15, writes: 26 });
  });

  it('goes on where the other side removed its record or profile first', async () => {
    const [ada, ben, cy] = [await member('ada'), await member('ben'), await member('cy')];
    await addProfile(ada, 'a1');
    for (const id of ['b1', 'b2']) await addProfile(ben, id);
    await addProfile(cy, 'c1');
    const outgoing = await shareProfile(ada, 'a1', cy, 'read');
    const incoming = await shareProfile(ben, 'b1', ada, 'edit');
    const unshared = await shareProfile(ben, 'b2', ada, 'read');
    const ofDeletedProfile = await shareProfile(cy, 'c1', ada, 'read');
    const benDb = cloudFirestore(ben.cloud);
    // Cy left Ada's share (and deleted her own copy of it in the same batch, as the rules ask),
    // Ben's outgoing copy went, Ben took Ada out of b2, Cy deleted c1.
    const cyDb = cloudFirestore(cy.cloud);
    const leaving = writeBatch(cyDb);
    leaving.update(
      doc(cyDb, 'users', ada.uid, 'profiles', 'a1'),
      new FieldPath('permissions', cy.uid),
      deleteField(),
      'collaborators',
      arrayRemove(cy.uid),
    );
    leaving.delete(doc(cyDb, 'userShares', cy.uid, 'incoming', outgoing));
    await leaving.commit();
    await deleteDoc(doc(benDb, 'userShares', ben.uid, 'outgoing', incoming));
    await updateDoc(
      doc(benDb, 'users', ben.uid, 'profiles', 'b2'),
      new FieldPath('permissions', ada.uid),
      deleteField(),
      'collaborators',
      arrayRemove(ada.uid),
    );
    await deleteDoc(doc(cyDb, 'users', cy.uid, 'profiles', 'c1'));

    await deleteAccount(ada);

    for (const path of [
      ...shareRecords(ada, cy, outgoing),
      ...shareRecords(ben, ada, incoming),
      ...shareRecords(ben, ada, unshared),
      ...shareRecords(cy, ada, ofDeletedProfile),
    ]) {
      await gone(path);
    }
    await gone(`users/${ada.uid}/profiles/a1`);
    expect(await people(ben, 'b1')).toEqual({
      permissions: { [ben.uid]: 'owner' },
      collaborators: [ben.uid],
    });
  });

  // The emulator takes batches over Firestore's 500 writes: this checks that every chunk goes,
  // not that the chunks are small enough. Over a thousand writes: 6 to 10 s on a quiet machine, and
  // past the suite's 30 s in two full runs at a load average of 13 to 16 on the two cores.
  it('deletes more documents than one batch may hold', { timeout: 120_000 }, async () => {
    const ada = await member('ada');
    const ids = Array.from({ length: 501 }, (_, index) => `p${index}`);
    await Promise.all(ids.map((id) => addProfile(ada, id)));

    await deleteAccount(ada);

    await Promise.all(ids.map((id) => gone(`users/${ada.uid}/profiles/${id}`)));
  });
});
