/**
 * The parts every calculator shares, in Telugu: its working, its messages, its Copy button. Each
 * element's Telugu bundle begins with these.
 */
import type { Translation } from '#core/i18n/texts.ts';
import type { networkTexts } from '#core/network-messages.ts';
import type { workingTexts } from '#core/working.ts';
import type { uiTexts } from './ui-texts';

export type SharedTexts = typeof uiTexts | typeof networkTexts | typeof workingTexts;

// 'సాధన' is what Telugu textbooks head a worked solution with.
export const sharedTelugu = {
  ui: {
    showWorking: 'సాధన చూపించండి',
    hideWorking: 'సాధన దాచండి',
    working: 'సాధన',
    copyWorking: 'సాధన కాపీ చేయండి',
    workingCopied: 'సాధన క్లిప్‌బోర్డ్‌కు కాపీ అయింది',
    copy: 'కాపీ చేయండి',
    copied: 'క్లిప్‌బోర్డ్‌కు కాపీ అయింది',
    copyFailed: 'క్లిప్‌బోర్డ్‌కు కాపీ కాలేదు',
    close: 'మూసివేయండి',
    cancel: 'రద్దు చేయండి',
    ok: 'సరే',
    delete: 'తొలగించండి',
  },
  network: {
    unreachable: 'సర్వర్‌ను చేరుకోలేకపోయాం. మీ ఇంటర్నెట్ కనెక్షన్‌ను తనిఖీ చేసి మళ్లీ ప్రయత్నించండి.',
    tryAgain: 'మళ్లీ ప్రయత్నించండి',
  },
  working: {
    moreRows: (next: string, hidden: string) =>
      `మరో ${next} వరుసలు చూపించండి (${hidden} ఇంకా చూపించలేదు)`,
  },
} satisfies Translation<SharedTexts>;
