/**
 * The site's Firebase: loaded by `import()` only (see session.ts), so a page that does not need it
 * never downloads it. One app, its session and its auth service for the whole page.
 */
import { createAuthService } from '../../../packages/cloud/src/auth-service';
import { createCloud } from '../../../packages/cloud/src/app';
import { siteCloudConfig } from '../../../packages/cloud/src/config';
import { emulatorGoogleAccount, googlePopup } from '../../../packages/cloud/src/identity-provider';
import type { IdentityProvider } from '../../../packages/cloud/src/identity-provider';
import { startSession } from '../../../packages/cloud/src/session';

const cloud = createCloud(siteCloudConfig());

/**
 * On the local emulators Google's popup cannot load (it needs Google's servers), and the emulator
 * accepts any Google account it is told about: the button asks for the account's e-mail instead.
 */
const emulatedGoogle: IdentityProvider = {
  async signIn(auth) {
    const email = window.prompt('Local emulator: the e-mail of the Google account to sign in with');
    if (!email)
      throw Object.assign(new Error('No account chosen'), { code: 'auth/popup-closed-by-user' });
    return emulatorGoogleAccount({ sub: `emulated-${email}`, email }).signIn(auth);
  },
  reauthenticate: (user) =>
    emulatorGoogleAccount({
      sub: `emulated-${user.email}`,
      email: user.email ?? '',
    }).reauthenticate(user),
};

export const session = startSession(cloud);

export const authService = createAuthService(cloud, {
  identityProvider: cloud.config.emulators ? emulatedGoogle : googlePopup,
});
