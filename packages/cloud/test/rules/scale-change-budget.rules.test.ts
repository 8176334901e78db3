import { doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../core/src/gpa/model';
import { documentFromProfile } from '../../../core/src/gpa/profile-document';
import { scaleChangeUpdate } from '../../../core/src/gpa/profile-document-update';
import { presetById } from '../../../core/src/gpa/scales/presets';
import { firestoreUpdate } from '../../src/gpa-store/documents';
import { rulesEnvironment } from './rules-environment';

// Rules evaluate at most 1,000 expressions per request, and a change of scale to a custom one
// checks the most in one write: the whole custom scale and every entry. The store's own update
// for it (profile-document.ts scaleChangeUpdate) must stay within the budget, for the owner and an
// editor, with subjects, retakes, quick semesters and a grade remembered from before a change.
const { as, peek } = rulesEnvironment('demo-scale-change-budget');
const CUSTOM = { ...presetById('ktu-2019')!, id: 'my-college', name: 'My college' };

const PROFILE: Profile = {
  id: 'p1',
  name: 'VTU',
  isDefault: false,
  userId: 'alice',
  createdAt: 1,
  updatedAt: 1,
  scale: { preset: 'vtu-2022' },
  semesters: [
    {
      id: 's1',
      name: 'Semester 1',
      subjects: [
        {
          id: 'maths',
          subjectName: 'Maths',
          grade: 0,
          credit: 4,
          gradeCode: 'F',
          gradeBefore: '0/RA',
        },
        { id: 'physics', subjectName: 'Physics', grade: 10, credit: 3 },
      ],
    },
    {
      id: 's2',
      name: 'Semester 2',
      subjects: [{ id: 'm2', subjectName: 'Maths', grade: 4, credit: 4, retakeOf: 'maths' }],
    },
    { id: 's3', name: 'Semester 3', subjects: [], entered: { sgpa: 8.25, credits: 20 } },
    { id: 's4', name: 'Semester 4', subjects: [], entered: { sgpa: 7.5, credits: 22.5 } },
  ],
};

describe('a change of scale to a custom one, within the rules’ expression budget', () => {
  for (const writer of ['alice', 'erin']) {
    it(`is accepted as the store writes it, from ${writer === 'alice' ? 'the owner' : 'an editor'}`, async () => {
      const stored = documentFromProfile(PROFILE, 'alice', () => serverTimestamp());
      stored.permissions = { alice: 'owner', erin: 'edit' };
      stored.collaborators = ['alice', 'erin'];
      await setDoc(doc(as('alice'), 'users/alice/profiles/p1'), stored);
      const update = scaleChangeUpdate(
        'p1',
        await peek('users/alice/profiles/p1'),
        { custom: CUSTOM },
        serverTimestamp(),
      );
      expect(update).not.toBeNull();
      await updateDoc(doc(as(writer), 'users/alice/profiles/p1'), firestoreUpdate(update!));
      expect((await peek('users/alice/profiles/p1'))?.scale).toBe('custom');
    });
  }
});
