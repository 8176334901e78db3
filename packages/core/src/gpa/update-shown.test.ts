import { describe, expect, it } from 'vitest';
import type { Profile, ProfileEdit } from './model';
import { documentFromProfile } from './profile-document';
import { documentUpdate } from './profile-document-update';
import { applyProfileEdit } from './profiles';
import { showsUpdate } from './update-shown';

/** Stands for Firestore's serverTimestamp(): a sentinel object, not data to compare. */
class ServerTime {
  readonly methodName = 'serverTimestamp';
}

const profile: Profile = {
  id: 'p1',
  name: 'Asha (Default)',
  semesters: [
    { id: 's1', name: 'Semester 1', subjects: [], entered: { sgpa: 8.25, credits: 22 } },
    {
      id: 's2',
      name: 'Semester 2',
      subjects: [{ id: 'maths', subjectName: 'Maths', grade: 8, credit: 4 }],
    },
  ],
  isDefault: true,
  userId: 'owner',
  createdAt: 1,
  updatedAt: 2,
};

/** The document before and after `edit` as a listener delivers it, and the edit's update. */
function scene(edit: ProfileEdit) {
  const before = documentFromProfile(profile, 'owner', (millis) => millis);
  const after = documentFromProfile(
    applyProfileEdit(profile, edit, 3),
    'owner',
    (millis) => millis,
  );
  return { before, after, update: documentUpdate('p1', before, edit, new ServerTime())! };
}

describe('showsUpdate', () => {
  it('is true once the document shows the edit’s own fields, not on any change of it', () => {
    const { before, after, update } = scene({
      type: 'addSemester',
      semester: { id: 's3', name: 'Semester 3', subjects: [] },
    });
    expect(showsUpdate(after, update)).toBe(true);
    expect(showsUpdate(before, update)).toBe(false);
    // An earlier write's timestamp confirmed by the server: the document changed, the edit is not in.
    expect(showsUpdate({ ...before, updatedAt: 99 }, update)).toBe(false);
  });

  it('sees a quick semester’s entry changed, and its deletion', () => {
    const changed = scene({
      type: 'setSemesterEntry',
      semesterId: 's1',
      entered: { sgpa: 8.5, credits: 22 },
    });
    expect(showsUpdate(changed.after, changed.update)).toBe(true);
    expect(showsUpdate(changed.before, changed.update)).toBe(false);
    const cleared = scene({ type: 'setSemesterEntry', semesterId: 's1', entered: null });
    expect(showsUpdate(cleared.after, cleared.update)).toBe(true);
    expect(showsUpdate(cleared.before, cleared.update)).toBe(false);
  });

  it('compares maps written whole by their keys in any order', () => {
    const { after, update } = scene({ type: 'replaceSemesters', semesters: profile.semesters });
    const reordered = Object.fromEntries(
      Object.entries(after).map(([key, value]) => [
        key,
        typeof value === 'object' && value !== null
          ? Object.fromEntries(Object.entries(value).reverse())
          : value,
      ]),
    );
    expect(showsUpdate(reordered, update)).toBe(true);
  });
});
