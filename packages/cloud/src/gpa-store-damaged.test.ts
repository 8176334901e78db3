import { describe, expect, it } from 'vitest';
import { damagedExport } from '../../core/src/gpa/damaged-actions';
import { sayNote } from '../../core/src/gpa/salvage-texts';
import { readDocument, writeDocument } from '../test/cloud';
import { saved, setUpStoreTests, until, withFirstProfile } from '../test/store-clients';

// A profile document the reader refuses, put in place past the rules (as documents of earlier
// versions, or written before the rules refused them, are there): the owner's store lists it as
// damaged rather than dropping it, and exports, repairs and deletes it against the real emulators.

setUpStoreTests();

/** A KTU profile: Physics reads, Maths has a grade KTU lacks, and a semester entry is '1e+999|x'. */
const damagedDocument = (uid: string) => ({
  id: 'ktu',
  name: 'KTU notes',
  isDefault: false,
  userId: uid,
  createdAt: 1,
  updatedAt: 2,
  scale: 'ktu-2019',
  semesterEntries: { s1: '0|Semester 1', x: '1e+999|x' },
  subjectEntries: { s1_a: '0|9|4|Physics', s1_b: '1|0/Q|3|Maths' },
  permissions: { [uid]: 'owner' },
  collaborators: [uid],
});

describe('the Firestore store with a damaged profile', () => {
  it('lists it as damaged, exports it as stored, repairs it in one write, deletes it', async () => {
    const client = await withFirstProfile('asha@example.com', 'Asha');
    const path = `users/${client.uid}/profiles/ktu`;
    await writeDocument(path, damagedDocument(client.uid));
    const listed = await until(client, (s) => s.damagedProfiles.length === 1);
    const [damaged] = listed.damagedProfiles;
    expect(listed.profiles.map((each) => each.id)).not.toContain('ktu');
    expect(damaged).toMatchObject({ id: 'ktu', name: 'KTU notes' });
    expect(damaged!.problems.map((note) => sayNote(note))).toEqual([
      'A semester cannot be read ("1e+999|x")',
      'Semester 1, subject 2: grade "Q" is not on this scale',
    ]);
    expect(damaged!.repair!.changes.map((note) => sayNote(note))).toEqual([
      'The semester "1e+999|x" is left out, with its subjects',
      'Semester 1, subject 2 (Maths) is left out',
    ]);
    const exported = JSON.parse(damagedExport(damaged!, 0));
    expect(exported.data.subjectEntries).toEqual(damagedDocument(client.uid).subjectEntries);

    await client.store.repairProfile('ktu');
    const repaired = await until(
      client,
      (s) => s.damagedProfiles.length === 0 && s.profiles.some((each) => each.id === 'ktu'),
    );
    const profile = repaired.profiles.find((each) => each.id === 'ktu')!;
    expect(profile.scale).toEqual({ preset: 'ktu-2019' });
    expect(profile.semesters.map((each) => each.subjects.map((s) => s.subjectName))).toEqual([
      ['Physics'],
    ]);
    await saved(client);
    expect(client.notices).toEqual([]);
    const stored = await readDocument(path);
    expect(JSON.stringify(stored!.semesterEntries)).not.toContain('1e+999');

    // Damaged again; this time it goes.
    await writeDocument(path, damagedDocument(client.uid));
    await until(client, (s) => s.damagedProfiles.length === 1);
    await client.store.deleteProfile('ktu');
    await until(client, (s) => s.damagedProfiles.length === 0 && s.profiles.length === 1);
    // Shown at once, on the server once saved.
    await saved(client);
    expect(await readDocument(path)).toBeNull();
  });

  it('refuses to delete the only other profile while it can be repaired: the default is it', async () => {
    const client = await withFirstProfile('ravi@example.com', 'Ravi');
    const path = `users/${client.uid}/profiles/ktu`;
    await writeDocument(path, { ...damagedDocument(client.uid), isDefault: true });
    await until(client, (s) => s.damagedProfiles.length === 1);
    await expect(client.store.deleteProfile('ktu')).rejects.toThrow(
      'Cannot delete the default profile',
    );
  });
});
