/**
 * What a visitor is told when our server cannot be reached: by the sign-in service (auth-messages.ts)
 * and by a widget whose part, loaded on demand, does not arrive (offline, a dropped connection).
 */
import { textModule } from './i18n/texts';

export const networkTexts = textModule('network', {
  unreachable: 'Could not reach the server. Check your connection and try again.',
  /** The button beside `unreachable` where a part that did not arrive stands: it loads it again. */
  tryAgain: 'Try again',
});

export const UNREACHABLE_MESSAGE = networkTexts.en.unreachable;
export const TRY_AGAIN_LABEL = networkTexts.en.tryAgain;
