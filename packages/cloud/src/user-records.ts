import type { User } from 'firebase/auth';
import { deleteDoc, doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { accountKind, displayNameOrFallback, emailKey } from '../../core/src/account/user-record';
import type { Cloud } from './app';
import { providerIds } from './auth';
import { cloudFirestore } from './firestore';
import { countWrites } from './meter';

/** What happened that the record notes with a server time. */
export interface RecordEvent {
  /** Sign-up, or a first sign-in with the identity provider: sets createdAt (once). */
  accountCreated?: boolean;
  /** Sign-in, sign-up or session start: sets lastLoginAt. */
  signedIn?: boolean;
  /** A password was created or changed: sets passwordUpdatedAt. */
  passwordSet?: boolean;
}

/**
 * Saves the user record of SPEC §3 (`users/{uid}`, merged) and the e-mail lookup record
 * (`userEmails/{lower-cased e-mail}` -> { uid }) in one batch.
 */
export async function saveUserRecord(
  cloud: Cloud,
  user: User,
  event: RecordEvent = {},
): Promise<void> {
  const db = cloudFirestore(cloud);
  const now = serverTimestamp();
  const batch = writeBatch(db);
  batch.set(
    doc(db, 'users', user.uid),
    {
      email: user.email,
      displayName: displayNameOrFallback(user.displayName, user.email),
      photoURL: user.photoURL,
      hasPassword: accountKind(providerIds(user)).hasPassword,
      updatedAt: now,
      ...(event.accountCreated ? { createdAt: now } : {}),
      ...(event.signedIn ? { lastLoginAt: now } : {}),
      ...(event.passwordSet ? { passwordUpdatedAt: now } : {}),
    },
    { merge: true },
  );
  const key = user.email === null ? null : emailKey(user.email);
  if (key) batch.set(doc(db, 'userEmails', key), { uid: user.uid });
  await batch.commit();
  countWrites(cloud, key ? 2 : 1);
}

export async function deleteUserRecord(cloud: Cloud, uid: string): Promise<void> {
  await deleteDoc(doc(cloudFirestore(cloud), 'users', uid));
  countWrites(cloud, 1);
}

export async function deleteEmailLookup(cloud: Cloud, email: string | null): Promise<void> {
  const key = email === null ? null : emailKey(email);
  if (!key) return;
  await deleteDoc(doc(cloudFirestore(cloud), 'userEmails', key));
  countWrites(cloud, 1);
}
