/**
 * The parts every calculator shares, in Tamil: its working, its messages, its Copy button. Each
 * element's Tamil bundle begins with these.
 */
import type { Translation } from '#core/i18n/texts.ts';
import type { networkTexts } from '#core/network-messages.ts';
import type { workingTexts } from '#core/working.ts';
import type { uiTexts } from './ui-texts';

export type SharedTexts = typeof uiTexts | typeof networkTexts | typeof workingTexts;

export const sharedTamil = {
  ui: {
    showWorking: 'தீர்வைக் காட்டு',
    hideWorking: 'தீர்வை மறை',
    working: 'தீர்வு',
    copyWorking: 'தீர்வை நகலெடு',
    workingCopied: 'தீர்வு கிளிப்போர்டுக்கு நகலெடுக்கப்பட்டது',
    copy: 'நகலெடு',
    copied: 'கிளிப்போர்டுக்கு நகலெடுக்கப்பட்டது',
    copyFailed: 'கிளிப்போர்டுக்கு நகலெடுக்க முடியவில்லை',
    close: 'மூடு',
    cancel: 'ரத்துசெய்',
    ok: 'சரி',
    delete: 'நீக்கு',
  },
  network: {
    unreachable: 'சர்வரை அணுக முடியவில்லை. உங்கள் இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.',
    tryAgain: 'மீண்டும் முயல்க',
  },
  working: {
    moreRows: (next: string, hidden: string) =>
      `மேலும் ${next} வரிசைகளைக் காட்டு (${hidden} இன்னும் காட்டப்படவில்லை)`,
  },
} satisfies Translation<SharedTexts>;
