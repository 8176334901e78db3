import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blankSheet, blankSubject } from '../../core/src/attendance/sheet';
import { sheetDocument } from '../../core/src/attendance/sheet-codec';
import {
  disposeClouds,
  lookupAccount,
  readDocument,
  testCloud,
  writeDocument,
} from '../test/cloud';
import { clearProject } from '../test/emulators';
import { PASSWORD, signUpMember } from '../test/sharing';
import { firestoreAttendanceStore } from './attendance-store';
import { cloudAuth } from './auth';
import { signInWithEmailAndPassword } from 'firebase/auth';

// The attendance sheet in the account, against the Auth and Firestore emulators through the
// rules: kept whole from one browser to another, an unreadable one reported and left, and gone
// with the account.

beforeEach(() => clearProject());
afterEach(() => disposeClouds());

const sheet = {
  ...blankSheet({ ...blankSheet().rules, required: '80', condonation: '65', overall: true }),
  semester: { lastDay: '2027-04-30', holidays: '26/01/2027\n14/3/2027 to 16/3/2027' },
  subjects: [
    { ...blankSubject('Physics'), held: '40', attended: '28' },
    {
      ...blankSubject('Maths: II'),
      held: '38',
      attended: '30',
      remainingFrom: 'timetable' as const,
      timetable: ['2', '', '1', '', '', '1', ''],
    },
  ],
};

describe('the attendance sheet in the account', () => {
  it('is none at first, then what was saved, in another browser too', async () => {
    const asha = await signUpMember(testCloud(), 'asha@example.com');
    const store = firestoreAttendanceStore(asha.cloud, asha.uid);
    expect(await store.load()).toEqual({ none: true });
    await store.save(sheet);
    expect(await store.load()).toEqual({ sheet });

    const elsewhere = testCloud();
    await signInWithEmailAndPassword(cloudAuth(elsewhere), asha.email, PASSWORD);
    expect(await firestoreAttendanceStore(elsewhere, asha.uid).load()).toEqual({ sheet });
  });

  it('reports a sheet it cannot read, which stays as it is', async () => {
    const ravi = await signUpMember(testCloud(), 'ravi@example.com');
    const path = `users/${ravi.uid}/attendance/sheet`;
    // As a later version of the product might have written it.
    await writeDocument(path, { ...sheetDocument(sheet), version: 2 });
    const store = firestoreAttendanceStore(ravi.cloud, ravi.uid);
    expect(await store.load()).toEqual({ unreadable: true });
    expect((await readDocument(path))?.version).toEqual({ integerValue: '2' });
  });

  it('goes with the account', async () => {
    const cy = await signUpMember(testCloud(), 'cy@example.com');
    await firestoreAttendanceStore(cy.cloud, cy.uid).save(sheet);
    expect(await readDocument(`users/${cy.uid}/attendance/sheet`)).not.toBeNull();
    expect(await cy.service.deleteAccount(PASSWORD)).toMatchObject({ success: true });
    expect(cy.logged).toEqual([]);
    expect(await lookupAccount(cy.uid)).toBeUndefined();
    expect(await readDocument(`users/${cy.uid}/attendance/sheet`)).toBeNull();
  });
});
