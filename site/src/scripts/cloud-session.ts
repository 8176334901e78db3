/**
 * The site's Firebase: loaded by `import()` only (see session.ts), so a page that does not need it
 * never downloads it. One app, its session and its auth service for the whole page.
 */
import { AUTH_TEXTS } from '../../../packages/core/src/account/auth-messages';
import { createAuthService } from '../../../packages/cloud/src/auth-service';
import { createCloud } from '../../../packages/cloud/src/app';
import { siteCloudConfig } from '../../../packages/cloud/src/config';
import { emulatorGoogleAccount, googlePopup } from '../../../packages/cloud/src/identity-provider';
import type { IdentityProvider } from '../../../packages/cloud/src/identity-provider';
import { ATTENDANCE_DELETION_STEPS } from '../../../packages/cloud/src/attendance-deletion';
import { PROFILE_DELETION_STEPS } from '../../../packages/cloud/src/profile-deletion';
import { startSession } from '../../../packages/cloud/src/session';
import { pageAccountLocale } from './page-locale';

export const cloud = createCloud(siteCloudConfig());

/**
 * On the local emulators Google's popup cannot load (it needs Google's servers), and the emulator
 * accepts any Google account it is told about: sign-in and re-authentication ask for the account's
 * e-mail instead. No answer is a closed popup; another account's e-mail fails as another account
 * chosen in the popup would.
 */
function chosenGoogleAccount(question: string): IdentityProvider {
  const email = window.prompt(`Local emulator: ${question}`);
  if (!email)
    throw Object.assign(new Error('No account chosen'), { code: 'auth/popup-closed-by-user' });
  return emulatorGoogleAccount({ sub: `emulated-${email}`, email });
}

const emulatedGoogle: IdentityProvider = {
  signIn: async (auth) =>
    chosenGoogleAccount('the e-mail of the Google account to sign in with').signIn(auth),
  reauthenticate: async (user) =>
    chosenGoogleAccount('the e-mail of your Google account, to confirm it is you').reauthenticate(
      user,
    ),
};

export const session = startSession(cloud);

export const authService = createAuthService(cloud, {
  identityProvider: cloud.config.emulators ? emulatedGoogle : googlePopup,
  deletionSteps: [...PROFILE_DELETION_STEPS, ...ATTENDANCE_DELETION_STEPS],
  // Its results (errors, the reset's and the verification's success) in the page's language.
  texts: AUTH_TEXTS[pageAccountLocale()],
});

/**
 * Signed out in another tab (a logout there, or the account deleted): this page reloads signed
 * out, so that none of the user's data stays on its screen (SPEC §4: logout clears local data).
 */
let wasSignedIn = false;
session.subscribe((current) => {
  if (current.state === 'signed-in') wasSignedIn = true;
  else if (current.state === 'signed-out' && wasSignedIn && !authService.endedSessionHere()) {
    location.reload();
  }
});
