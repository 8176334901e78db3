import {
  arrayUnion,
  doc,
  getDoc,
  increment,
  FieldPath,
  serverTimestamp,
  setDoc,
  writeBatch,
  type FieldValue,
  type WriteBatch,
} from 'firebase/firestore';
import { memoryStorage } from '../../core/src/account/memory-storage';
import type { Profile, Semester, SharePermission } from '../../core/src/gpa/model';
import { documentFromProfile, storedContent } from '../../core/src/gpa/profile-document';
import { newLinkId } from '../../core/src/gpa/public-link';
import { MAX_SENT_SHARES } from '../../core/src/gpa/sharing';
import type { Cloud } from '../src/app';
import { createAuthService, type AuthService } from '../src/auth-service';
import { cloudAuth } from '../src/auth';
import { cloudFirestore } from '../src/firestore';
import { ATTENDANCE_DELETION_STEPS } from '../src/attendance-deletion';
import { PROFILE_DELETION_STEPS } from '../src/profile-deletion';
import { saveUserRecord } from '../src/user-records';
import { verifyEmail } from './verification';

/**
 * Profiles, shares and public links written as the owner's client writes them: with the Firebase
 * SDK, signed in as the owner, through firestore.rules. For the deletion tests and the bench
 * (scripts/bench-firestore.ts), so it needs nothing of vitest.
 */

export const PASSWORD = 'secret1';

/** A signed-up user in a browser of their own, with the site's deletion steps. */
export interface Member {
  cloud: Cloud;
  uid: string;
  email: string;
  service: AuthService;
  /** What the auth service logged, with the error (failed deletion steps among it). */
  logged: string[];
}

/** Signed up, with the e-mail verified (only then can others share with them by e-mail). */
export async function signUpMember(cloud: Cloud, email: string): Promise<Member> {
  const logged: string[] = [];
  const service = createAuthService(cloud, {
    // As the site's: every document of the user goes.
    deletionSteps: [...PROFILE_DELETION_STEPS, ...ATTENDANCE_DELETION_STEPS],
    storages: { local: memoryStorage(), session: memoryStorage() },
    log: (message, error) => logged.push(`${message} ${String(error)}`),
  });
  const result = await service.signUp(email, PASSWORD, email.split('@')[0]!);
  if (!result.success) throw new Error(`signing up ${email}: ${result.error}`);
  await saveUserRecord(cloud, await verifyEmail(cloud));
  return { cloud, uid: cloudAuth(cloud).currentUser!.uid, email, service, logged };
}

let made = 0;

/** SPEC §3: a base-36 timestamp plus a random part (and a counter, so that ids never collide). */
function shareId(): string {
  made += 1;
  return `${Date.now().toString(36)}${made}${Math.random().toString(36).slice(2, 8)}`;
}

const now = (): FieldValue => serverTimestamp();

/** What writing a profile or a share needs of a member, and of the share's target. */
type Account = Pick<Member, 'cloud' | 'uid' | 'email'>;
type Target = Pick<Member, 'uid' | 'email'>;

/** A new profile of the member's, empty unless `semesters` (their default one when `isDefault`). */
export async function addProfile(
  owner: Account,
  profileId: string,
  isDefault = false,
  semesters: Semester[] = [],
): Promise<void> {
  const profile = {
    id: profileId,
    name: `Profile ${profileId}`,
    semesters,
    isDefault,
    userId: owner.uid,
    createdAt: 0,
    updatedAt: 0,
  };
  await setDoc(
    doc(cloudFirestore(owner.cloud), 'users', owner.uid, 'profiles', profileId),
    documentFromProfile(profile, owner.uid, now),
  );
}

/** Both copies of a share record of the owner's profile with the target, in `batch`. */
function setShareRecords(
  batch: WriteBatch,
  owner: Account,
  profileId: string,
  target: Target,
  permission: SharePermission,
): string {
  const db = cloudFirestore(owner.cloud);
  const id = shareId();
  const entry = {
    shareId: id,
    profileId,
    profileName: `Profile ${profileId}`,
    ownerUserId: owner.uid,
    ownerEmail: owner.email,
    targetUserId: target.uid,
    targetUserEmail: target.email,
    permission,
    sharedAt: now(),
    updatedAt: now(),
    isActive: true,
  };
  batch.set(doc(db, 'userShares', owner.uid, 'outgoing', id), entry);
  batch.set(doc(db, 'userShares', target.uid, 'incoming', id), entry);
  // Counted at the target, as the rules require of every new share (one a batch).
  const sender = doc(db, 'userShares', target.uid, 'senders', owner.uid);
  batch.set(sender, { sent: increment(1) }, { merge: true });
  return id;
}

/**
 * Shares the owner's profile (docs/decisions.md "Shared profiles: one source of truth"): both share
 * records and the target's entry in the profile's `permissions` and `collaborators`, in one batch.
 * Resolves with the share id.
 */
export async function shareProfile(
  owner: Account,
  profileId: string,
  target: Target,
  permission: SharePermission,
): Promise<string> {
  const db = cloudFirestore(owner.cloud);
  const batch = writeBatch(db);
  const id = setShareRecords(batch, owner, profileId, target, permission);
  batch.update(
    doc(db, 'users', owner.uid, 'profiles', profileId),
    new FieldPath('permissions', target.uid),
    permission,
    'collaborators',
    arrayUnion(target.uid),
  );
  await batch.commit();
  return id;
}

/**
 * What a stranger can plant in another user's list: `count` shares of one profile
 * with the target, the first granting read access, the rest more records of it, as the rules
 * allow: one a batch, each counted at the target, up to MAX_SENT_SHARES. Past that only a
 * recipient who lowers the count lets more in: given `recipient` (the target, signed in), the
 * count goes back to 0 whenever it is full, which stands for as many strangers.
 */
export async function plantShares(
  owner: Account,
  profileId: string,
  target: Target,
  count: number,
  recipient?: Account,
): Promise<void> {
  if (count === 0) return;
  const db = cloudFirestore(owner.cloud);
  const sender =
    recipient &&
    doc(cloudFirestore(recipient.cloud), 'userShares', target.uid, 'senders', owner.uid);
  for (let planted = 0; planted < count; planted += 1) {
    // The count as stored: earlier calls (other profiles of the same stranger) count too.
    if (sender && ((await getDoc(sender)).data()?.sent ?? 0) >= MAX_SENT_SHARES) {
      await setDoc(sender, { sent: 0 }, { merge: true });
    }
    if (planted === 0) {
      await shareProfile(owner, profileId, target, 'read');
      continue;
    }
    const batch = writeBatch(db);
    setShareRecords(batch, owner, profileId, target, 'read');
    await batch.commit();
  }
}

/** A public link to the owner's profile and the owner's record of it. Resolves with its id. */
export async function addPublicLink(owner: Member, profileId: string): Promise<string> {
  const db = cloudFirestore(owner.cloud);
  const id = newLinkId();
  const batch = writeBatch(db);
  batch.set(doc(db, 'sharedProfiles', id), {
    shareId: id,
    originalUserId: owner.uid,
    originalProfileId: profileId,
    profileName: `Profile ${profileId}`,
    sharedAt: now(),
    isPublic: true,
    shareOptions: { allowCopy: true, allowView: true, expiresAt: null, password: null },
    profileData: { name: `Profile ${profileId}`, ...storedContent([]) },
  });
  batch.set(doc(db, 'users', owner.uid, 'sharedProfiles', id), {
    shareId: id,
    profileId,
    profileName: `Profile ${profileId}`,
    sharedAt: now(),
    shareUrl: `http://localhost/shared/${id}`,
    isActive: true,
  });
  await batch.commit();
  return id;
}

/** Asha's default profile, one semester of two subjects (GPA 8.33), as a public link shares it. */
export const linkedProfile = (uid: string): Profile => ({
  id: '1700000000001',
  name: 'Asha (Default)',
  semesters: [
    {
      id: 's1',
      name: 'Semester 1',
      subjects: [
        { id: 'a', subjectName: 'Thermodynamics', grade: 9, credit: 4 },
        { id: 'b', subjectName: 'Organic Chemistry', grade: 7, credit: 2 },
      ],
    },
  ],
  isDefault: true,
  userId: uid,
  createdAt: 1,
  updatedAt: 2,
});
