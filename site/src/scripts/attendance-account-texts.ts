/**
 * What the attendance page says to a signed-in student about the attendance this device kept,
 * in the page's language. Only signed-in students load these (with the account's calculator), so
 * both languages' few sentences travel together.
 */
import type { SiteLocale } from '../data/routes';

export interface AttendanceAccountTexts {
  /** `mine`, `theirs`: counts of subjects as the calculator says them ('3 subjects'). */
  offerAdd: (mine: string) => string;
  offerReplace: (mine: string, theirs: string) => string;
  added: (subjects: string) => string;
  failed: string;
}

export const ATTENDANCE_ACCOUNT_TEXTS: Readonly<Record<SiteLocale, AttendanceAccountTexts>> = {
  en: {
    offerAdd: (mine) =>
      `This device has attendance from before you signed in (${mine}). Add it to your account?`,
    offerReplace: (mine, theirs) =>
      `This device has attendance from before you signed in (${mine}). Put it in your account in place of the attendance there (${theirs})?`,
    added: (subjects) => `Added ${subjects} to your account.`,
    failed: 'Your attendance could not be added to your account. Please try again.',
  },
  hi: {
    offerAdd: (mine) => `इस डिवाइस पर साइन इन से पहले की उपस्थिति है (${mine})। इसे अपने खाते में जोड़ें?`,
    offerReplace: (mine, theirs) =>
      `इस डिवाइस पर साइन इन से पहले की उपस्थिति है (${mine})। क्या इसे आपके खाते की उपस्थिति (${theirs}) की जगह रखें?`,
    added: (subjects) => `आपके खाते में जोड़ा गया: ${subjects}।`,
    failed: 'आपकी उपस्थिति आपके खाते में नहीं जोड़ी जा सकी। फिर से कोशिश करें।',
  },
};
