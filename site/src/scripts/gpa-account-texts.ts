/**
 * What the GPA page says to a signed-in student about the profiles this device kept, in the
 * page's language. Only signed-in students load these (with the account's calculator), so both
 * languages' few sentences travel together. Why a profile cannot move is the calculator's own
 * sentence (its import texts), said inside `cannotAdd`.
 */
import { cannotAddMessage } from '../../../packages/core/src/gpa/profile-import';
import type { SiteLocale } from '../data/routes';

export interface GpaAccountTexts {
  offer: (count: number) => string;
  cannotAdd: (problem: string) => string;
  added: (count: number) => string;
  failed: string;
}

const profiles = (count: number) => (count === 1 ? '1 profile' : `${count} profiles`);

export const GPA_ACCOUNT_TEXTS: Readonly<Record<SiteLocale, GpaAccountTexts>> = {
  en: {
    offer: (count) =>
      `${profiles(count)} from before you signed in ${count === 1 ? 'is' : 'are'} saved on this device. Add ${count === 1 ? 'it' : 'them'} to your account?`,
    cannotAdd: cannotAddMessage,
    added: (count) => `Added ${profiles(count)} to your account.`,
    failed: 'Error importing profiles. Please try again.',
  },
  hi: {
    offer: (count) =>
      `साइन इन से पहले की ${count} प्रोफ़ाइल इस डिवाइस पर सहेजी ${count === 1 ? 'है' : 'हैं'}। ${count === 1 ? 'इसे' : 'इन्हें'} अपने खाते में जोड़ें?`,
    cannotAdd: (problem) => `ये प्रोफ़ाइलें जैसी हैं वैसी आपके खाते में नहीं जोड़ी जा सकतीं: ${problem}`,
    added: (count) => `आपके खाते में ${count} प्रोफ़ाइल जोड़ी ${count === 1 ? 'गई' : 'गईं'}।`,
    failed: 'प्रोफ़ाइलें आयात करने में त्रुटि। फिर से कोशिश करें।',
  },
};
