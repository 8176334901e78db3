import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { profileFromDocument } from '../../../core/src/gpa/profile-document';
import { CUSTOM_SCALE } from '../../../core/src/gpa/scales/test-scales';
import {
  ATTACKS,
  CUSTOM,
  changedFields,
  clone,
  documentOn,
  KTU,
  LINK,
  linkOf,
  NO_SCALE,
  PATH,
  scaleRecords,
} from './reader-attacks';
import { profileCast, rulesEnvironment } from './rules-environment';

// Documents the rules once accepted and packages/core's reader (profile-document.ts
// profileFromDocument, public-link.ts) refuses, so that the profile vanished for its owner and
// every recipient: each is refused from the attacker's side, as the editor erin, as the owner alice,
// and as a public link's data. Each is first shown to be one the reader refuses.

const { as, seed } = rulesEnvironment('demo-rules-reader');
const { alice, erin } = profileCast(as);

describe('documents the reader refuses, refused by the rules', () => {
  it('accepts each base document, as owner, editor and link', async () => {
    for (const scale of [NO_SCALE, KTU, CUSTOM]) {
      const document = documentOn(scale);
      expect(profileFromDocument('p1', document)).not.toBeNull();
      // Created, as the store does (it changes a scale field by field: profile-scales tests).
      await assertSucceeds(deleteDoc(doc(alice(), PATH)));
      await assertSucceeds(setDoc(doc(alice(), PATH), document));
      await assertSucceeds(
        updateDoc(doc(erin(), PATH), { subjectEntries: document.subjectEntries, updatedAt: 2 }),
      );
      await assertSucceeds(setDoc(doc(alice(), LINK), linkOf(document)));
    }
  });

  for (const attack of ATTACKS) {
    it(`refuses ${attack.name}`, async () => {
      const before = documentOn(attack.scale);
      const after = clone(before);
      attack.change(after);
      expect(profileFromDocument('p1', after)).toBeNull();
      await seed(PATH, before);
      await assertFails(setDoc(doc(alice(), PATH), after));
      await assertFails(updateDoc(doc(alice(), PATH), changedFields(before, after)));
      if (attack.editor !== false) {
        await assertFails(updateDoc(doc(erin(), PATH), changedFields(before, after)));
      }
      if (attack.link !== false) await assertFails(setDoc(doc(alice(), LINK), linkOf(after)));
    });
  }
});

describe('the public link, as its reader reads it', () => {
  it('refuses a link without profileName, sharedAt or any profile data', async () => {
    const document = documentOn(KTU);
    await seed(PATH, document);
    const without = (field: string) =>
      Object.fromEntries(Object.entries(linkOf(document)).filter(([key]) => key !== field));
    for (const link of [
      without('profileName'),
      without('sharedAt'),
      linkOf(document, { profileData: null }),
    ]) {
      await assertFails(setDoc(doc(alice(), LINK), link));
    }
    await assertSucceeds(setDoc(doc(alice(), LINK), linkOf(document)));
  });
});

describe('what the rules leave to the reader', () => {
  it("reads a scale whose disputes cannot be read, leaving them out (the scale's numbers are the same)", async () => {
    const document = documentOn(CUSTOM);
    const disputed = ['{"about":"x"}', '{not json}', ...(scaleRecords(document).disputed as [])];
    scaleRecords(document).disputed = disputed;
    await assertSucceeds(setDoc(doc(alice(), PATH), document));
    await assertSucceeds(updateDoc(doc(erin(), PATH), { customScale: scaleRecords(document) }));
    const profile = profileFromDocument('p1', document)!;
    expect(profile).not.toBeNull();
    expect(profile.scale).toEqual({ custom: CUSTOM_SCALE });
  });

  it('reads percentage bands out of order or with gaps as no percentage rule', async () => {
    const document = documentOn(CUSTOM);
    scaleRecords(document).percentage =
      '{"kind":"piecewise","bands":[{"from":0,"to":6,"a":7.1,"b":11},{"from":7,"to":5,"a":7.4,"b":12}]}';
    await seed(PATH, documentOn(CUSTOM));
    await assertSucceeds(updateDoc(doc(erin(), PATH), { customScale: scaleRecords(document) }));
    expect(profileFromDocument('p1', document)!.scale).toMatchObject({
      custom: { percentage: { kind: 'none' } },
    });
  });

  it('reads a copiedFrom without its fields as none', async () => {
    const document = { ...documentOn(NO_SCALE), copiedFrom: {} };
    await assertSucceeds(setDoc(doc(alice(), PATH), document));
    expect(profileFromDocument('p1', document)).not.toBeNull();
  });

  it('reads classes that are not best first, best first (each class means the same)', async () => {
    const document = documentOn(CUSTOM);
    const classes = ['{"name":"Pass","minCgpa":5}', '{"name":"Distinction","minCgpa":8.5}'];
    scaleRecords(document).classes = classes;
    await seed(PATH, documentOn(CUSTOM));
    await assertSucceeds(updateDoc(doc(erin(), PATH), { customScale: scaleRecords(document) }));
    const profile = profileFromDocument('p1', document)!;
    expect(profile.scale).toMatchObject({
      custom: { classes: [{ name: 'Distinction' }, { name: 'Pass' }] },
    });
  });
});
