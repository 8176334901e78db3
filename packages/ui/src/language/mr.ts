/**
 * The parts every calculator shares, in Marathi: its working, its messages, its Copy button. Each
 * element's Marathi bundle begins with these.
 */
import type { Translation } from '#core/i18n/texts.ts';
import type { networkTexts } from '#core/network-messages.ts';
import type { workingTexts } from '#core/working.ts';
import type { uiTexts } from './ui-texts';

export type SharedTexts = typeof uiTexts | typeof networkTexts | typeof workingTexts;

export const sharedMarathi = {
  ui: {
    showWorking: 'उकल दाखवा',
    hideWorking: 'उकल लपवा',
    working: 'उकल',
    copyWorking: 'उकल कॉपी करा',
    workingCopied: 'उकल क्लिपबोर्डवर कॉपी झाली',
    copy: 'कॉपी करा',
    copied: 'क्लिपबोर्डवर कॉपी झाले',
    copyFailed: 'क्लिपबोर्डवर कॉपी करता आले नाही',
    close: 'बंद करा',
    cancel: 'रद्द करा',
    ok: 'ठीक आहे',
    delete: 'हटवा',
  },
  network: {
    unreachable: 'सर्व्हरपर्यंत पोहोचता आले नाही. तुमचे इंटरनेट कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.',
    tryAgain: 'पुन्हा प्रयत्न करा',
  },
  working: {
    moreRows: (next: string, hidden: string) =>
      `आणखी ${next} ओळी दाखवा (${hidden} अद्याप दाखवलेल्या नाहीत)`,
  },
} satisfies Translation<SharedTexts>;
