import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { profileFromDocument } from '../../../core/src/gpa/profile-document';
import { CUSTOM, clone, documentOn, KTU, LINK, linkOf, NO_SCALE, PATH } from './reader-attacks';
import { profileCast, rulesEnvironment } from './rules-environment';

// A subject remembers the grade it held before a change of scale (packages/core grade-memo.ts) at
// the end of its grade part: 'points/code/key/memo points/memo code'. The rules accept it in the
// form core writes it, as the owner, an editor and a link's data, and refuse a memo in any other
// form, exactly where the reader (profile-document.ts, transfer.ts) refuses the document.

const { as, seed } = rulesEnvironment('demo-rules-grade-memos');
const { alice, erin } = profileCast(as);

/** The base document (profile p1 of reader-attacks.ts) with one more subject entry, `grade`. */
function withEntry(scale: typeof KTU | undefined, grade: string) {
  const document = clone(documentOn(scale));
  (document.subjectEntries as Record<string, string>).s1_x = `2|${grade}|3|Chemistry`;
  return document;
}

const GOOD: [string, typeof KTU | undefined, string, string][] = [
  ['points only, SPEC’s F remembered', NO_SCALE, '9///0/F', '0/F'],
  ['a code, a retake key and a memo', NO_SCALE, '0/F/m1/0/RA', '0/RA'],
  ['a retake without a code', KTU, '8.5//m1/9/A+', '9/A+'],
  ['a code without a retake, KTU’s FE from Anna University’s RA', KTU, '0/FE//0/RA', '0/RA'],
  ['a memo of 11 points, a code of 8 characters', CUSTOM, '10///11/ABCDEFGH', '11/ABCDEFGH'],
  ['a memo of 2 decimals', CUSTOM, '8.5///8.25/B', '8.25/B'],
];

const BAD: [string, string][] = [
  ['no memo code', '9///0/'],
  ['no memo points', '9////F'],
  ['memo points above 11', '9///12/F'],
  ['memo points as an exponent', '9///1e1/F'],
  ['memo points with a leading zero', '9///08/F'],
  ['memo points with a trailing zero', '9///8.50/F'],
  ['a memo code of 9 characters', '9///0/ABCDEFGHI'],
  ['a memo code with a control character', '9///0/F\u0007'],
  ['a third memo part', '9///0/F/x'],
  ['a memo without its key’s place', '9//0/F'],
];

describe('a grade remembered from before a change of scale', () => {
  for (const [name, scale, grade, memo] of GOOD) {
    it(`is accepted and read: ${name} (${grade})`, async () => {
      const document = withEntry(scale, grade);
      const profile = profileFromDocument('p1', document)!;
      const subject = profile.semesters[0]!.subjects.find(({ id }) => id === 'x');
      expect(subject?.gradeBefore).toBe(memo);
      await seed(PATH, documentOn(scale));
      await assertSucceeds(setDoc(doc(alice(), PATH), document));
      await assertSucceeds(
        updateDoc(doc(erin(), PATH), { subjectEntries: document.subjectEntries, updatedAt: 2 }),
      );
      await assertSucceeds(setDoc(doc(alice(), LINK), linkOf(document)));
    });
  }

  for (const [name, grade] of BAD) {
    it(`is refused in any other form, as the reader refuses it: ${name} (${JSON.stringify(grade)})`, async () => {
      const document = withEntry(NO_SCALE, grade);
      expect(profileFromDocument('p1', document)).toBeNull();
      await seed(PATH, documentOn(NO_SCALE));
      await assertFails(setDoc(doc(alice(), PATH), document));
      await assertFails(
        updateDoc(doc(erin(), PATH), { subjectEntries: document.subjectEntries, updatedAt: 2 }),
      );
      await assertFails(setDoc(doc(alice(), LINK), linkOf(document)));
    });
  }
});
