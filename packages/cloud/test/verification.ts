import type { User } from 'firebase/auth';
import type { Cloud } from '../src/app';
import { cloudAuth } from '../src/auth';
import { createAuthService } from '../src/auth-service';

/**
 * E-mail verification on the Auth emulator, as a user does it: the link is sent, the user opens it
 * from the e-mail (the emulator keeps the e-mails it would have sent as out-of-band codes). Needs
 * nothing of vitest, for the bench's members (test/sharing.ts) too.
 */

export interface OutOfBandCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The e-mails the Auth emulator at `authHost` would have sent for `projectId`. */
export async function outOfBandCodes(
  authHost: string,
  projectId: string,
): Promise<OutOfBandCode[]> {
  const response = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`);
  if (!response.ok) throw new Error(`oobCodes: HTTP ${response.status}`);
  return ((await response.json()) as { oobCodes: OutOfBandCode[] }).oobCodes;
}

const emulatorsOf = (cloud: Cloud) => {
  const { emulators, firebase } = cloud.config;
  if (!emulators) throw new Error('E-mail verification in tests needs the emulators');
  return { authHost: emulators.auth, projectId: firebase.projectId };
};

/** Opens the newest verification link sent to `email`, as its owner would from the e-mail. */
export async function openVerificationLink(cloud: Cloud, email: string): Promise<void> {
  const { authHost, projectId } = emulatorsOf(cloud);
  const link = (await outOfBandCodes(authHost, projectId))
    .filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL')
    .at(-1);
  if (!link) throw new Error(`no verification e-mail was sent to ${email}`);
  // The emulator's action page verifies, then answers or redirects to the continue URL.
  const response = await fetch(link.oobLink, { redirect: 'manual' });
  if (response.status >= 400) throw new Error(`the link says HTTP ${response.status}`);
}

/**
 * Verifies the e-mail of the cloud's signed-in user through the site's own calls: 'Send
 * verification e-mail', the link opened, the check the account page makes when shown again. With
 * a session running (the site's pages), that saves the lookup key as verified.
 */
export async function verifyEmail(cloud: Cloud): Promise<User> {
  const user = cloudAuth(cloud).currentUser;
  if (!user?.email) throw new Error('nobody with an e-mail is signed in');
  const service = createAuthService(cloud);
  const sent = await service.sendVerificationEmail();
  if (!sent.success) throw new Error(`sending the verification e-mail: ${sent.error}`);
  await openVerificationLink(cloud, user.email);
  const checked = await service.refreshVerification();
  if (!checked.success) throw new Error(`checking the verification: ${checked.error}`);
  return user;
}
