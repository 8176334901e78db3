import { deleteApp } from 'firebase/app';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { createCloud, type Cloud } from '../packages/cloud/src/app';
import { cloudAuth } from '../packages/cloud/src/auth';
import type { CloudConfig } from '../packages/cloud/src/config';
import { firestoreAttendanceStore } from '../packages/cloud/src/attendance-store';
import { firestoreGpaStore, type FirestoreGpaStore } from '../packages/cloud/src/gpa-store';
import { attachMeter, type OperationMeter } from '../packages/cloud/src/meter';
import { MAX_SEMESTERS, MAX_SUBJECTS, NAME_MAX_LENGTH } from '../packages/core/src/gpa/limits';
import type { Semester } from '../packages/core/src/gpa/model';
import {
  DEFAULT_RULES,
  MAX_SUBJECTS as MAX_ATTENDANCE_SUBJECTS,
  MAX_SUBJECT_NAME_LENGTH,
  blankSubject,
  type AttendanceSheet,
} from '../packages/core/src/attendance/sheet';
import type { GpaStoreSnapshot } from '../packages/core/src/gpa/store';
import { presetById } from '../packages/core/src/gpa/scales/presets';
import { DEFAULT_SCALE, changeScale } from '../packages/core/src/gpa/scales/profile-scale';
import {
  addProfile,
  addPublicLink,
  PASSWORD,
  plantShares,
  shareProfile,
  signUpMember,
  type Member,
} from '../packages/cloud/test/sharing';
import { settled, snapshotWhere } from '../packages/cloud/test/snapshots';

/**
 * What scripts/bench-firestore.ts measures: each scenario signs up members of its own on the
 * emulators, sets up what it needs as the real clients write it, attaches a meter to one member's
 * cloud and resolves with what the measured work read and wrote. Loaded through Vite (the packages'
 * imports have no `.ts` extensions, which Node's own type stripping requires).
 */
export interface Scenario {
  name: string;
  run(config: CloudConfig): Promise<OperationMeter>;
}

let runs = 0;

/** Members on clouds of their own (a Firebase app has one signed-in user), deleted afterwards. */
async function withMembers<const Names extends readonly string[], Result>(
  config: CloudConfig,
  names: Names,
  work: (members: { [Index in keyof Names]: Member }) => Promise<Result>,
): Promise<Result> {
  const clouds: Cloud[] = names.map((name) => createCloud(config, `bench-${name}`));
  // E-mails of their own: the database, and its accounts, stay from one scenario to the next.
  runs += 1;
  try {
    const members: Member[] = [];
    for (const [index, name] of names.entries()) {
      members.push(await signUpMember(clouds[index]!, `${name}.${runs}@bench.example`));
    }
    return await work(members as { [Index in keyof Names]: Member });
  } finally {
    // Ends their connections, and the next run's apps of the same names start afresh.
    await Promise.all(clouds.map((cloud) => deleteApp(cloud.app)));
  }
}

/**
 * A user with 5 profiles, 5 shares of them and 5 profiles shared with them by two others (10
 * share records on each side), and 2 public links, deletes their account.
 */
const accountDeletion: Scenario = {
  name: 'account deletion (5 profiles, 10 shares, 2 public links)',
  run: (config) =>
    withMembers(config, ['dana', 'ann', 'ben'], async ([user, first, second]) => {
      for (const id of ['p1', 'p2', 'p3', 'p4', 'p5']) await addProfile(user, id);
      for (const id of ['a1', 'a2', 'a3']) await addProfile(first, id);
      for (const id of ['b1', 'b2']) await addProfile(second, id);
      await shareProfile(user, 'p1', first, 'edit');
      await shareProfile(user, 'p2', second, 'read');
      await shareProfile(user, 'p3', first, 'read');
      await shareProfile(user, 'p4', second, 'edit');
      await shareProfile(user, 'p5', first, 'read');
      await shareProfile(first, 'a1', user, 'edit');
      await shareProfile(first, 'a2', user, 'read');
      await shareProfile(first, 'a3', user, 'read');
      await shareProfile(second, 'b1', user, 'edit');
      await shareProfile(second, 'b2', user, 'read');
      await addPublicLink(user, 'p1');
      await addPublicLink(user, 'p2');

      const meter = attachMeter(user.cloud);
      const result = await user.service.deleteAccount(PASSWORD);
      // Figures of a deletion that went wrong would mean nothing.
      if (!result.success || user.logged.length > 0) {
        throw new Error(`The account deletion failed: ${result.error ?? user.logged.join('; ')}`);
      }
      return { ...meter };
    }),
};

/**
 * The largest profile the limits allow (packages/core limits.ts): 50 semesters, 500 subjects, every
 * name 200 characters of 3 bytes. What a stranger would share to cost another user most.
 */
const LARGEST_SEMESTERS: Semester[] = Array.from({ length: MAX_SEMESTERS }, (_, s) => ({
  id: `s${s}`,
  name: 'अ'.repeat(NAME_MAX_LENGTH),
  subjects: Array.from({ length: MAX_SUBJECTS / MAX_SEMESTERS }, (_, i) => ({
    id: `m${i}`,
    subjectName: 'अ'.repeat(NAME_MAX_LENGTH),
    grade: 10,
    credit: 4,
  })),
}));

const STRANGER_PROFILES = 10;

/**
 * What a stranger can make another user's page load: `count` shares planted in the
 * user's list, over up to STRANGER_PROFILES profiles of the largest size.
 */
async function plantLargeShares(stranger: Member, user: Member, count: number): Promise<void> {
  const profiles = Math.min(count, STRANGER_PROFILES);
  for (let index = 0; index < profiles; index += 1) {
    await addProfile(stranger, `large${index}`, index === 0, LARGEST_SEMESTERS);
    const share = Math.floor(count / profiles) + (index < count % profiles ? 1 : 0);
    await plantShares(stranger, `large${index}`, user, share, user);
  }
}

/**
 * The GPA page as a returning user opens it: 5 own profiles, 2 of them shared out, 1 shared with
 * them, and `planted` more a stranger shared with them. On a browser of its own (a fresh app, so
 * nothing is cached), counted from the start, and left open for `work` to go on with.
 */
async function openedPage(
  config: CloudConfig,
  work: (store: FirestoreGpaStore, meter: OperationMeter, others: Member[]) => Promise<void>,
  planted = 0,
): Promise<OperationMeter> {
  const names = ['gita', 'hari', 'ira', 'mallory'] as const;
  return withMembers(config, names, async ([user, first, second, stranger]) => {
    for (const id of ['p1', 'p2', 'p3', 'p4', 'p5']) await addProfile(user, id, id === 'p1');
    await addProfile(first, 'h1');
    await shareProfile(user, 'p1', first, 'edit');
    await shareProfile(user, 'p2', second, 'read');
    await shareProfile(first, 'h1', user, 'read');
    await plantLargeShares(stranger, user, planted);
    const browser = createCloud(config, 'bench-gita-browser');
    try {
      await signInWithEmailAndPassword(cloudAuth(browser), user.email, PASSWORD);
      const meter = attachMeter(browser);
      const store = firestoreGpaStore(browser, { ...user, displayName: null });
      try {
        // The first page of share records lists one entry a profile: all of them, or as many as
        // fit when the stranger's records fill the page.
        const listed = 1 + Math.min(planted, STRANGER_PROFILES);
        await snapshotWhere(
          store,
          (snapshot) =>
            settled(snapshot) &&
            (snapshot.sharedWithMe.length === listed || snapshot.moreSharedWithMe),
        );
        if (await store.ensureDefaultProfile(null))
          throw new Error('A returning user has profiles');
        await work(store, meter, [first, second]);
      } finally {
        store.close();
      }
      return { ...meter };
    } finally {
      await deleteApp(browser.app);
    }
  });
}

const openingPage: Scenario = {
  name: 'opening the GPA page (5 profiles, 3 shares)',
  run: (config) => openedPage(config, async () => {}),
};

const plantedShares = (count: number): Scenario => ({
  name: `opening it with ${count.toLocaleString('en')} shares a stranger planted`,
  run: (config) => openedPage(config, async () => {}, count),
});

/** What a meter counted since it read `before`. */
const spentSince = (meter: OperationMeter, before: OperationMeter): OperationMeter => ({
  reads: meter.reads - before.reads,
  writes: meter.writes - before.writes,
  bytes: meter.bytes - before.bytes,
});

/** Counts only what `work` costs on an opened page, once the server has confirmed it. */
const onOpenedPage = (
  name: string,
  work: (store: FirestoreGpaStore, others: Member[]) => Promise<unknown>,
): Scenario => ({
  name,
  run: async (config) => {
    let cost: OperationMeter = { reads: 0, writes: 0, bytes: 0 };
    await openedPage(config, async (store, meter, others) => {
      const before = { ...meter };
      await work(store, others);
      await snapshotWhere(store, settled);
      cost = spentSince(meter, before);
    });
    return cost;
  },
});

const subjectEdit = onOpenedPage('one subject edit', (store) =>
  store.applyEdit('p3', {
    type: 'addSubject',
    semesterId: 'semester-1',
    subject: { id: 'maths', subjectName: 'Mathematics', grade: 9, credit: 4 },
  }),
);

/**
 * One write however many subjects the profile holds, and two reads: its transaction's, and the
 * listener's of the changed profile (counted once the page shows it).
 */
const scaleChange = onOpenedPage("changing a profile's scale", async (store) => {
  const shown = (snapshot: GpaStoreSnapshot) => snapshot.profiles.find(({ id }) => id === 'p3');
  const profile = shown(await snapshotWhere(store, settled))!;
  const vtu = presetById('vtu-2022')!;
  const { semesters } = changeScale(DEFAULT_SCALE, vtu, profile.semesters);
  await store.applyEdit('p3', { type: 'changeScale', scale: { preset: vtu.id }, semesters });
  await snapshotWhere(store, (snapshot) => shown(snapshot)?.scale !== undefined);
});

const sharingOnce = onOpenedPage('sharing a profile once', (store, [first]) =>
  store.sharing!.share('p4', first!.email, 'read'),
);

/** The largest sheet: every subject with a long name, leave, its own requirement and a timetable. */
const LARGEST_SHEET: AttendanceSheet = {
  rules: {
    ...DEFAULT_RULES,
    condonation: '65, 60',
    leaveLimit: '10',
    perSubject: true,
    overall: true,
  },
  semester: { lastDay: '2027-04-30', holidays: '26/01/2027, 14/03/2027 - 20/03/2027' },
  subjects: Array.from({ length: MAX_ATTENDANCE_SUBJECTS }, (_, index) => ({
    ...blankSubject(`${index + 1} ${'अ'.repeat(MAX_SUBJECT_NAME_LENGTH - 3)}`),
    held: '120',
    attended: '90',
    leave: '6',
    required: '80',
    remainingFrom: 'timetable' as const,
    timetable: ['1', '2', '0', '1', '1', '0', '0'],
  })),
};

/**
 * The attendance page of a signed-in user whose account keeps the largest sheet: what opening it
 * reads, and what saving one edit (the element's save after a pause in typing) writes.
 */
const attendanceSheet = (name: string, edit: boolean): Scenario => ({
  name,
  run: (config) =>
    withMembers(config, ['kavya'], async ([user]) => {
      await firestoreAttendanceStore(user.cloud, user.uid).save(LARGEST_SHEET);
      const browser = createCloud(config, 'bench-kavya-browser');
      try {
        await signInWithEmailAndPassword(cloudAuth(browser), user.email, PASSWORD);
        const store = firestoreAttendanceStore(browser, user.uid);
        const meter = attachMeter(browser);
        const loaded = await store.load();
        if (!('sheet' in loaded)) throw new Error('The account’s sheet did not load');
        if (!edit) return { ...meter };
        const before = { ...meter };
        const [first, ...rest] = loaded.sheet.subjects;
        await store.save({ ...loaded.sheet, subjects: [{ ...first!, attended: '91' }, ...rest] });
        return spentSince(meter, before);
      } finally {
        await deleteApp(browser.app);
      }
    }),
});

export const SCENARIOS: readonly Scenario[] = [
  openingPage,
  plantedShares(0),
  plantedShares(100),
  plantedShares(1000),
  subjectEdit,
  scaleChange,
  sharingOnce,
  accountDeletion,
  attendanceSheet(`opening the attendance page (${MAX_ATTENDANCE_SUBJECTS} subjects)`, false),
  attendanceSheet('one attendance edit saved', true),
];
