/**
 * The parts every calculator shares, in Kannada: its working, its messages, its Copy button. Each
 * element's Kannada bundle begins with these.
 */
import type { Translation } from '#core/i18n/texts.ts';
import type { networkTexts } from '#core/network-messages.ts';
import type { workingTexts } from '#core/working.ts';
import type { uiTexts } from './ui-texts';

export type SharedTexts = typeof uiTexts | typeof networkTexts | typeof workingTexts;

// ಪರಿಹಾರ (solution) is what Kannada textbooks head a worked answer with.
export const sharedKannada = {
  ui: {
    showWorking: 'ಪರಿಹಾರ ತೋರಿಸಿ',
    hideWorking: 'ಪರಿಹಾರ ಮರೆಮಾಡಿ',
    working: 'ಪರಿಹಾರ',
    copyWorking: 'ಪರಿಹಾರ ನಕಲಿಸಿ',
    workingCopied: 'ಪರಿಹಾರವನ್ನು ಕ್ಲಿಪ್‌ಬೋರ್ಡ್‌ಗೆ ನಕಲಿಸಲಾಗಿದೆ',
    copy: 'ನಕಲಿಸಿ',
    copied: 'ಕ್ಲಿಪ್‌ಬೋರ್ಡ್‌ಗೆ ನಕಲಿಸಲಾಗಿದೆ',
    copyFailed: 'ಕ್ಲಿಪ್‌ಬೋರ್ಡ್‌ಗೆ ನಕಲಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ',
    close: 'ಮುಚ್ಚಿ',
    cancel: 'ರದ್ದುಮಾಡಿ',
    ok: 'ಸರಿ',
    delete: 'ಅಳಿಸಿ',
  },
  network: {
    unreachable: 'ಸರ್ವರ್ ತಲುಪಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ನಿಮ್ಮ ಇಂಟರ್ನೆಟ್ ಸಂಪರ್ಕವನ್ನು ಪರಿಶೀಲಿಸಿ ಮತ್ತು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    tryAgain: 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
  },
  working: {
    moreRows: (next: string, hidden: string) =>
      `ಇನ್ನೂ ${next} ಸಾಲುಗಳನ್ನು ತೋರಿಸಿ (${hidden} ಇನ್ನೂ ತೋರಿಸಿಲ್ಲ)`,
  },
} satisfies Translation<SharedTexts>;
