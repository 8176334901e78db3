/**
 * The parts every calculator shares, in Hindi: its working, its messages, its Copy button. Each
 * element's Hindi bundle begins with these.
 */
import type { Translation } from '#core/i18n/texts.ts';
import type { networkTexts } from '#core/network-messages.ts';
import type { workingTexts } from '#core/working.ts';
import type { uiTexts } from './ui-texts';

export type SharedTexts = typeof uiTexts | typeof networkTexts | typeof workingTexts;

export const sharedHindi = {
  ui: {
    showWorking: 'हल दिखाएँ',
    hideWorking: 'हल छिपाएँ',
    working: 'हल',
    copyWorking: 'हल कॉपी करें',
    workingCopied: 'हल क्लिपबोर्ड पर कॉपी हो गया',
    copy: 'कॉपी करें',
    copied: 'क्लिपबोर्ड पर कॉपी हो गया',
    copyFailed: 'क्लिपबोर्ड पर कॉपी नहीं हो सका',
    close: 'बंद करें',
    cancel: 'रद्द करें',
    ok: 'ठीक है',
    delete: 'हटाएँ',
  },
  network: {
    unreachable: 'सर्वर तक नहीं पहुँच सके। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    tryAgain: 'फिर से कोशिश करें',
  },
  working: {
    moreRows: (next: string, hidden: string) =>
      `${next} और पंक्तियाँ दिखाएँ (${hidden} अभी नहीं दिखाई गईं)`,
  },
} satisfies Translation<SharedTexts>;
