/**
 * The parts every calculator shares, in Bengali: its working, its messages, its Copy button. Each
 * element's Bengali bundle begins with these.
 */
import type { Translation } from '#core/i18n/texts.ts';
import type { networkTexts } from '#core/network-messages.ts';
import type { workingTexts } from '#core/working.ts';
import type { uiTexts } from './ui-texts';

export type SharedTexts = typeof uiTexts | typeof networkTexts | typeof workingTexts;

export const sharedBengali = {
  ui: {
    showWorking: 'সমাধান দেখান',
    hideWorking: 'সমাধান লুকান',
    working: 'সমাধান',
    copyWorking: 'সমাধান কপি করুন',
    workingCopied: 'সমাধান ক্লিপবোর্ডে কপি হয়েছে',
    copy: 'কপি করুন',
    copied: 'ক্লিপবোর্ডে কপি হয়েছে',
    copyFailed: 'ক্লিপবোর্ডে কপি করা যায়নি',
    close: 'বন্ধ করুন',
    cancel: 'বাতিল করুন',
    ok: 'ঠিক আছে',
    delete: 'মুছে ফেলুন',
  },
  network: {
    unreachable: 'সার্ভারের সঙ্গে যোগাযোগ করা যায়নি। আপনার ইন্টারনেট সংযোগ পরীক্ষা করে আবার চেষ্টা করুন।',
    tryAgain: 'আবার চেষ্টা করুন',
  },
  working: {
    moreRows: (next: string, hidden: string) =>
      `আরও ${next}টি সারি দেখান (${hidden}টি এখনও দেখানো হয়নি)`,
  },
} satisfies Translation<SharedTexts>;
