import type { User } from 'firebase/auth';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { markSessionRecorded, type KeyValueStorage } from '../../core/src/account/session';
import { accountKind, displayNameOrFallback, emailKey } from '../../core/src/account/user-record';
import { shareTargetFromLookup } from '../../core/src/gpa/sharing';
import type { Cloud } from './app';
import { providerIds, tokenEmailVerified } from './auth';
import { cloudFirestore } from './firestore';
import { countDocument, countWrites } from './meter';

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
 * (`userEmails/{lower-cased e-mail}` -> { uid, verified }). `verified` is what the user's token
 * says (refreshed if the account was verified since it was issued), as the rules require: only a
 * verified key receives shares. A caller that has read the token already
 * passes `verified`, so that it is neither read nor refreshed twice.
 *
 * Two writes rather than a batch: the rules refuse the key while another live account holds it
 * (see firestore.rules), and the user record is saved all the same; that refusal is then thrown,
 * as an `EmailKeyRefused`. Resolves with the key's `verified`.
 */
export async function saveUserRecord(
  cloud: Cloud,
  user: User,
  event: RecordEvent = {},
  tokenVerified?: boolean,
): Promise<boolean> {
  const db = cloudFirestore(cloud);
  const now = serverTimestamp();
  const key = user.email === null ? null : emailKey(user.email);
  const verified = key !== null && (tokenVerified ?? (await tokenEmailVerified(user)));
  const record = setDoc(
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
  const claim = key ? setDoc(doc(db, 'userEmails', key), { uid: user.uid, verified }) : null;
  const [saved, claimed] = await Promise.allSettled([record, claim]);
  countWrites(cloud, [saved, claimed].filter((write) => write.status === 'fulfilled').length);
  if (saved.status === 'rejected') throw saved.reason;
  if (key && claimed.status === 'rejected') {
    throw new EmailKeyRefused(key, claimed.reason);
  }
  return verified;
}

/**
 * The user record was saved, but the rules refused the e-mail key: another live account holds it
 * (verified, or this account is not), see firestore.rules.
 */
export class EmailKeyRefused extends Error {
  constructor(key: string, cause: unknown) {
    // The emulator's refusal names the rule that failed: worth having in the log.
    const why = cause instanceof Error ? `: ${cause.message}` : '';
    super(`the rules refused the e-mail key ${key}${why}`, { cause });
  }
}

/**
 * Saves the records as `saveUserRecord` does, and notes in this browser session what went in
 * (`readRecordedSession`): whether the key is verified, so that the session saves it again once
 * the token says so (a refused key counts as not verified). A failure is logged, not thrown: it
 * does not undo what the user did, and the next occasion saves again.
 */
export async function recordUser(
  cloud: Cloud,
  user: User,
  event: RecordEvent,
  session: KeyValueStorage | undefined,
  log: (message: string, error: unknown) => void,
  tokenVerified?: boolean,
): Promise<void> {
  let verified = false;
  try {
    verified = await saveUserRecord(cloud, user, event, tokenVerified);
  } catch (error) {
    log('saving the user record failed:', error);
    if (!(error instanceof EmailKeyRefused)) return;
  }
  markSessionRecorded(session, { uid: user.uid, verified });
}

/**
 * SPEC §7, docs/decisions.md "Verified e-mail keys": whom a share with `email` goes to, by a get of
 * its lookup record; refused with SPEC's 'User not found', or because the holder has not verified
 * the address.
 */
export async function findShareTarget(cloud: Cloud, email: string): Promise<string> {
  const key = emailKey(email);
  const found = key ? await getDoc(doc(cloudFirestore(cloud), 'userEmails', key)) : null;
  if (found) countDocument(cloud, found);
  return shareTargetFromLookup(found?.data());
}

export async function deleteUserRecord(cloud: Cloud, uid: string): Promise<void> {
  await deleteDoc(doc(cloudFirestore(cloud), 'users', uid));
  countWrites(cloud, 1);
}

/**
 * Deletes the user's e-mail lookup record, if it is still theirs: a verified account with the
 * same address may have taken it over, and that key is its own.
 */
export async function deleteEmailLookup(
  cloud: Cloud,
  uid: string,
  email: string | null,
): Promise<void> {
  const key = email === null ? null : emailKey(email);
  if (!key) return;
  const ref = doc(cloudFirestore(cloud), 'userEmails', key);
  const found = await getDoc(ref);
  countDocument(cloud, found);
  if (found.get('uid') !== uid) return;
  await deleteDoc(ref);
  countWrites(cloud, 1);
}
