import { linkExpired } from './link-options';
import type { Profile, PublicLink, PublicLinkOptions } from './model';
import { millis, type StoredContent, storedContent, storedSemesterList } from './profile-document';
import {
  INCORRECT_PASSWORD_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PROFILE_DATA_NOT_FOUND_MESSAGE,
} from './sharing-texts';
import { type ScaleFields, scaleFields, scaleFromFields } from './stored-scale';
import { isRecord } from './json-record';
import { parseStoredProfile } from './transfer';

/**
 * Public share links (SPEC §3 "Legacy public share", §4 "Legacy share link") as pure functions, so
 * packages/cloud only does I/O: the document `sharedProfiles/{shareId}` holds, the owner's record
 * `users/{uid}/sharedProfiles/{shareId}`, reading both back (never trusting what is stored), expiry,
 * and the encryption of a password-protected link.
 *
 * The link is a snapshot of the profile as it was shared. Its data is either `profileData` (readable)
 * or, with a password, `encryptedProfile`: AES-GCM under a key derived from the password with
 * PBKDF2-SHA-256, so the database never holds the grades readable and the password is never stored
 * (`shareOptions.password` is only a flag). The profile name stays readable: the owner lists links
 * by it and the visitor sees what the password opens.
 *
 * Times follow profile-document.ts: writers take the stored value (`serverTimestamp()` from the
 * store), readers accept milliseconds or a Firestore Timestamp. `expiresAt` is stored as plain
 * milliseconds, which the rules compare with the request time.
 */

/** PBKDF2-HMAC-SHA256 iterations for new links (OWASP's 2023 recommendation). */
export const PBKDF2_ITERATIONS = 600_000;
/** A reader derives no key with more: a stored count must not hang the visitor's browser. */
const MAX_ITERATIONS = 10_000_000;
const SALT_BYTES = 16;
/** AES-GCM's standard nonce size. */
const IV_BYTES = 12;

/**
 * The profile as a link carries it: its name, and its semesters and subjects as a profile document
 * stores them (profile-document.ts), and its scale as stored-scale.ts stores it, so that the rules
 * check a link's contents as they check a profile's. Links made before profiles were flattened
 * into entries hold SPEC §3's `semesters` list instead, and links made before grade scales no
 * scale; they still open.
 */
export interface LinkProfileData extends StoredContent, ScaleFields {
  name: string;
}

/** `LinkProfileData` as JSON, encrypted; the byte strings in base64. */
export interface EncryptedProfile {
  ciphertext: string;
  iv: string;
  salt: string;
  iterations: number;
}

export interface LinkShareOptions {
  allowCopy: boolean;
  allowView: boolean;
  /** Milliseconds since the epoch; null for a link that never expires. */
  expiresAt: number | null;
  /** True when the data is `encryptedProfile`. */
  password: boolean;
}

export type LinkContent = { profileData: LinkProfileData } | { encryptedProfile: EncryptedProfile };

/** What `sharedProfiles/{shareId}` holds. */
export type PublicLinkDocument<Time> = {
  shareId: string;
  originalUserId: string;
  originalProfileId: string;
  profileName: string;
  sharedAt: Time;
  updatedAt: Time;
  isPublic: boolean;
  shareOptions: LinkShareOptions;
} & LinkContent;

/** A link document as read back and checked: times in milliseconds. */
export type StoredPublicLink = PublicLinkDocument<number>;

/** The owner's record of a link, `users/{uid}/sharedProfiles/{shareId}` (SPEC §3). */
export interface PublicLinkRecord<Time> {
  shareId: string;
  profileId: string;
  profileName: string;
  sharedAt: Time;
  shareUrl: string;
  isActive: boolean;
}

/** SPEC §3: `{origin}/shared/{shareId}`. */
export function shareUrl(origin: string, shareId: string): string {
  return `${origin.replace(/\/+$/, '')}/shared/${encodeURIComponent(shareId)}`;
}

/** Random bytes in a new link's id: 128 bits, as no one can guess or enumerate. */
const LINK_ID_BYTES = 16;

/**
 * A new public link's id: 128 random bits from the platform's cryptographic generator, in base64url
 * (22 letters, digits, '-' and '_'). The link's address is its only key, so it must not be guessable
 * (a timestamp with Math.random was) nor chosen by its writer (firestore.rules checks the form).
 */
export function newLinkId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(LINK_ID_BYTES));
  return toBase64(bytes).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * True for text that can be a share id: `newLinkId`'s base64url, the base-36 ids of links made
 * before it, or '_' and '-'; anything else (a '/' would name another path) is no link.
 */
export function isShareId(text: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(text);
}

/** Closed to visitors, as the rules see it: expired, or made private or unviewable. */
export function linkClosed(link: StoredPublicLink, now: number): boolean {
  return (
    !link.isPublic || !link.shareOptions.allowView || linkExpired(link.shareOptions.expiresAt, now)
  );
}

// --- Encryption ------------------------------------------------------------------------------------

const subtle = () => globalThis.crypto.subtle;

/** Byte by byte: spreading a large ciphertext into fromCharCode's arguments would overflow the stack. */
function toBase64(bytes: Uint8Array): string {
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

/** Throws on text that is not base64 (atob's own check). */
function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
}

async function passwordKey(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<CryptoKey> {
  const material = await subtle().importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveKey'],
  );
  return subtle().deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** `data` encrypted under `password`, with a fresh random salt and IV. */
export async function encryptProfileData(
  data: LinkProfileData,
  password: string,
): Promise<EncryptedProfile> {
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const key = await passwordKey(password, salt, PBKDF2_ITERATIONS);
  const plaintext = new TextEncoder().encode(JSON.stringify(data));
  const ciphertext = new Uint8Array(
    await subtle().encrypt({ name: 'AES-GCM', iv }, key, plaintext),
  );
  return {
    ciphertext: toBase64(ciphertext),
    iv: toBase64(iv),
    salt: toBase64(salt),
    iterations: PBKDF2_ITERATIONS,
  };
}

/**
 * The JSON that `encrypted` holds. A wrong password fails AES-GCM's authentication:
 * 'Incorrect password'; parameters that are no base64 or a plaintext that is no JSON: 'Profile data
 * not found'.
 */
async function decryptProfileData(encrypted: EncryptedProfile, password: string): Promise<unknown> {
  let salt, iv, ciphertext;
  try {
    [salt, iv, ciphertext] = [encrypted.salt, encrypted.iv, encrypted.ciphertext].map(fromBase64);
  } catch {
    throw new Error(PROFILE_DATA_NOT_FOUND_MESSAGE);
  }
  const key = await passwordKey(password, salt!, encrypted.iterations);
  let plaintext: ArrayBuffer;
  try {
    plaintext = await subtle().decrypt({ name: 'AES-GCM', iv: iv! }, key, ciphertext!);
  } catch {
    throw new Error(INCORRECT_PASSWORD_MESSAGE);
  }
  try {
    return JSON.parse(new TextDecoder().decode(plaintext));
  } catch {
    throw new Error(PROFILE_DATA_NOT_FOUND_MESSAGE);
  }
}

// --- Writing ---------------------------------------------------------------------------------------

/** The profile's own data (owner fields stay out), with its scale so visitors see its numbers. */
function linkProfileData(profile: Profile): LinkProfileData {
  return { name: profile.name, ...storedContent(profile.semesters), ...scaleFields(profile.scale) };
}

/**
 * The document of a new link to `profile`, owned by `ownerId`, shared at `now` (the store passes
 * `serverTimestamp()`). With a password, the data is encrypted; an empty password is refused rather
 * than taken for none, so that nobody believes a link protected that is not.
 */
export async function publicLinkDocument<Time>(
  shareId: string,
  ownerId: string,
  profile: Profile,
  options: PublicLinkOptions,
  now: Time,
): Promise<PublicLinkDocument<Time>> {
  if (options.password === '') throw new Error(PASSWORD_REQUIRED_MESSAGE);
  const data = linkProfileData(profile);
  const content: LinkContent =
    options.password === null
      ? { profileData: data }
      : { encryptedProfile: await encryptProfileData(data, options.password) };
  return {
    shareId,
    originalUserId: ownerId,
    originalProfileId: profile.id,
    profileName: profile.name,
    sharedAt: now,
    updatedAt: now,
    isPublic: true,
    shareOptions: {
      allowCopy: options.allowCopy,
      allowView: true,
      expiresAt: options.expiresAt,
      password: options.password !== null,
    },
    ...content,
  };
}

/** The owner's record of the link `document` (SPEC §3), written with it. */
export function publicLinkRecord<Time>(
  document: PublicLinkDocument<unknown>,
  origin: string,
  now: Time,
): PublicLinkRecord<Time> {
  return {
    shareId: document.shareId,
    profileId: document.originalProfileId,
    profileName: document.profileName,
    sharedAt: now,
    shareUrl: shareUrl(origin, document.shareId),
    isActive: true,
  };
}

// --- Reading ---------------------------------------------------------------------------------------

/** The profile that link data (`profileData`, or what `encryptedProfile` decrypts to) holds. */
function profileFromData(
  link: Pick<StoredPublicLink, 'originalProfileId' | 'originalUserId' | 'sharedAt' | 'updatedAt'>,
  data: unknown,
): Profile | null {
  if (!isRecord(data)) return null;
  return parseStoredProfile({
    id: link.originalProfileId,
    name: data.name,
    semesters: storedSemesterList(data),
    isDefault: false,
    userId: link.originalUserId,
    createdAt: link.sharedAt,
    updatedAt: link.updatedAt,
    // Links made before grade scales have none: SPEC's scale, as they were shown then.
    scale: scaleFromFields(data),
  });
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function readTime(value: unknown): number | null {
  const time = millis(value);
  return typeof time === 'number' && Number.isFinite(time) ? time : null;
}

function readEncrypted(value: unknown): EncryptedProfile | null {
  if (!isRecord(value)) return null;
  const { ciphertext, iv, salt, iterations } = value;
  const sane =
    isText(ciphertext) &&
    isText(iv) &&
    isText(salt) &&
    Number.isSafeInteger(iterations) &&
    (iterations as number) >= 1 &&
    (iterations as number) <= MAX_ITERATIONS;
  return sane ? { ciphertext, iv, salt, iterations: iterations as number } : null;
}

/**
 * The link document `data` of `shareId`, checked in full (its readable profile data too), or null
 * when anything in it is malformed. A document that says it has a password must hold encrypted
 * data and nothing readable; the earlier product's readable password (a text) is refused.
 */
export function readPublicLink(shareId: string, data: unknown): StoredPublicLink | null {
  if (!isRecord(data) || !isRecord(data.shareOptions)) return null;
  const options = data.shareOptions;
  const { originalUserId, originalProfileId, profileName } = data;
  const sharedAt = readTime(data.sharedAt);
  const updatedAt = readTime(data.updatedAt ?? data.sharedAt);
  const expiresAt = options.expiresAt == null ? null : readTime(options.expiresAt);
  const password = options.password ?? false;
  const valid =
    isText(originalUserId) &&
    isText(originalProfileId) &&
    typeof profileName === 'string' &&
    sharedAt !== null &&
    updatedAt !== null &&
    (options.expiresAt == null || expiresAt !== null) &&
    typeof password === 'boolean';
  if (!valid) return null;
  const link = {
    shareId,
    originalUserId,
    originalProfileId,
    profileName,
    sharedAt,
    updatedAt,
    isPublic: data.isPublic === true,
    shareOptions: {
      allowCopy: options.allowCopy === true,
      allowView: options.allowView === true,
      expiresAt,
      password,
    },
  };
  if (password) {
    const encryptedProfile = data.profileData == null ? readEncrypted(data.encryptedProfile) : null;
    return encryptedProfile && { ...link, encryptedProfile };
  }
  // Rebuilt from the checked profile, so nothing unchecked in the stored data gets through.
  const profile = profileFromData(link, data.profileData);
  return profile && { ...link, profileData: linkProfileData(profile) };
}

/** The profile of an unprotected link; null for a protected one (see `unlockPublicLink`). */
export function openLinkProfile(link: StoredPublicLink): Profile | null {
  return 'profileData' in link ? profileFromData(link, link.profileData) : null;
}

/**
 * The profile of `link`, decrypted with `password` when it is protected. Fails with 'Please enter
 * the password', 'Incorrect password' or, for data that does not check, 'Profile data not found'.
 */
export async function unlockPublicLink(link: StoredPublicLink, password: string): Promise<Profile> {
  if ('encryptedProfile' in link && password === '') throw new Error(PASSWORD_REQUIRED_MESSAGE);
  const data =
    'encryptedProfile' in link
      ? await decryptProfileData(link.encryptedProfile, password)
      : link.profileData;
  const profile = profileFromData(link, data);
  if (profile === null) throw new Error(PROFILE_DATA_NOT_FOUND_MESSAGE);
  return profile;
}

/** The link as its owner lists it (model.ts `PublicLink`). */
export function publicLinkOf(
  link: PublicLinkDocument<unknown>,
  sharedAt: number,
  origin: string,
): PublicLink {
  return {
    shareId: link.shareId,
    profileId: link.originalProfileId,
    profileName: link.profileName,
    shareUrl: shareUrl(origin, link.shareId),
    sharedAt,
    allowCopy: link.shareOptions.allowCopy,
    expiresAt: link.shareOptions.expiresAt,
    passwordProtected: link.shareOptions.password,
  };
}
