/**
 * Sharing in Bengali: the texts the drawer, the share dialog and the stores' refusals share
 * (sharing-texts.ts), the share dialog's own, a public link's expiry, and a read-only profile.
 * E-mail addresses and links stay as they are; dates are written as Bengali writes them.
 */
import type { linkTexts } from '#core/gpa/link-texts.ts';
import type { SharePermission } from '#core/gpa/model.ts';
import type { sharingTexts } from '#core/gpa/sharing-texts.ts';
import type { Translation } from '#core/i18n/texts.ts';
import type { readOnlyTexts } from './read-only-texts';
import type { shareDialogTexts } from './share-dialog-texts';

const THIS_USER = 'এই ব্যবহারকারীর';

/** Whose shares: the owner's e-mail with the genitive ending, or 'এই ব্যবহারকারীর'. */
const ofOwner = (owner: string | null) => (owner === null ? THIS_USER : `${owner}-এর`);

const BENGALI_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'short',
  numberingSystem: 'latn',
};

/** '1 মার্চ 2026, সকাল 10:00': the time of day in words, as Bengali writes it, not 'am'. */
function bengaliDate(time: number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('bn-IN', { ...BENGALI_DATE, timeZone }).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('dayPeriod')} ${part('hour')}:${part('minute')}`;
}

export const sharingBengali = {
  'gpa-sharing': {
    invalidEmail: 'অনুগ্রহ করে একটি বৈধ ইমেল ঠিকানা লিখুন',
    alreadyShared: 'প্রোফাইলটি আগে থেকেই এই ব্যবহারকারীর সঙ্গে শেয়ার করা আছে',
    userNotFound: 'ব্যবহারকারী পাওয়া যায়নি',
    shareGone: 'শেয়ারটি পাওয়া যায়নি',
    dataNotFound: 'প্রোফাইলের ডেটা পাওয়া যায়নি',
    sharedGone: 'শেয়ার করা প্রোফাইলটি পাওয়া যায়নি',
    linkExpired: 'শেয়ার লিংকের মেয়াদ শেষ হয়ে গেছে',
    noCopying: 'এই প্রোফাইলটি কপি করার অনুমতি নেই',
    shareFailed: 'প্রোফাইল শেয়ার করা যায়নি',
    permFailed: 'অনুমতি বদলানো যায়নি',
    removeFailed: 'শেয়ার সরানো যায়নি',
    unshareError: 'প্রোফাইলের শেয়ার বন্ধ করতে সমস্যা হয়েছে',
    copyError: 'প্রোফাইল কপি করতে সমস্যা হয়েছে',
    unverified:
      'এই ব্যবহারকারী এখনও তাঁর ইমেল ঠিকানা যাচাই করেননি। তাঁকে তাঁর প্রোফাইল পেজ থেকে সেটি যাচাই করতে বলুন, তারপর আবার শেয়ার করুন।',
    selfShare: 'আপনি নিজের সঙ্গে কোনো প্রোফাইল শেয়ার করতে পারবেন না',
    leaveFailed: 'শেয়ার করা প্রোফাইলটি ছাড়া যায়নি',
    left: (name: string) => `আপনি ‘${name}’ ছেড়ে দিয়েছেন।`,
    leaveAsk: (name: string, owner: string | null) =>
      `‘${name}’ ছেড়ে দেবেন? এটি আর আপনার সঙ্গে শেয়ার করা থাকবে না। ${owner ?? 'এর মালিক'} আবার আপনার সঙ্গে শেয়ার করলে আগে আপনাকে জিজ্ঞাসা করা হবে।`,
    blockedYou: 'এই ব্যবহারকারী আপনার কাছ থেকে শেয়ার গ্রহণ করেন না।',
    tooMany:
      'এই ব্যবহারকারীর কাছে আপনার অনেকগুলি শেয়ার অপেক্ষায় রয়েছে। তাঁকে আগে কয়েকটি গ্রহণ করতে বা ছেড়ে দিতে বলুন।',
    invited: 'আমন্ত্রিত',
    invitation: (owner: string | null) =>
      `${owner ?? 'অন্য একজন ব্যবহারকারী'} আপনাকে এই প্রোফাইলটি দেখার আমন্ত্রণ জানিয়েছেন।`,
    accept: 'গ্রহণ করুন',
    decline: 'প্রত্যাখ্যান করুন',
    block: 'প্রেরককে ব্লক করুন',
    acceptFailed: 'শেয়ার করা প্রোফাইলটি গ্রহণ করা যায়নি',
    accepted: (name: string) => `‘${name}’ এখন আপনার সঙ্গে শেয়ার করা আছে।`,
    blockAsk: (name: string, owner: string | null) =>
      `‘${name}’ প্রত্যাখ্যান করবেন এবং এখন থেকে ${ofOwner(owner)} পাঠানো সব শেয়ার ফিরিয়ে দেবেন?`,
    blocked: (owner: string | null) =>
      `${ofOwner(owner)} কাছ থেকে আপনি আর কোনো শেয়ার পাবেন না। আপনার প্রোফাইল পেজে গিয়ে আপনি তাঁকে আনব্লক করতে পারেন।`,
    copied: (name: string) => `আপনার অ্যাকাউন্টে ‘${name}’ নামে কপি করা হয়েছে।`,
    permission: (permission: SharePermission) =>
      permission === 'read' ? 'শুধু পড়ার জন্য' : 'সম্পাদনার অনুমতি',
    toggle: (permission: SharePermission) =>
      permission === 'read' ? 'সম্পাদনার অনুমতি দিন' : 'শুধু পড়ার জন্য করুন',
    date: bengaliDate,
    sharedOn: (date: string) => `${date}-এ শেয়ার করা হয়েছে`,
    unknownAcct: (id: string) => `অজানা অ্যাকাউন্ট (${id})`,
    neverExpires: 'মেয়াদ কখনও শেষ হবে না',
    expires: (date: string) => `${date}-এ মেয়াদ শেষ হবে`,
    expired: (date: string) => `${date}-এ মেয়াদ শেষ হয়েছে`,
  },
  'gpa-links': {
    expiry: (days: number | null) => (days === null ? 'কখনও নয়' : `${days} দিন`),
  },
  'gpa-share-dialog': {
    shareProfile: 'প্রোফাইল শেয়ার করুন',
    shareWith: (name: string) => `${name} অন্য কোনো ব্যবহারকারীর সঙ্গে শেয়ার করুন`,
    userEmail: 'ব্যবহারকারীর ইমেল',
    emailExample: 'friend@college.edu',
    permission: 'অনুমতি',
    sharing: 'শেয়ার করা হচ্ছে...',
    sharedWith: (email: string) => `প্রোফাইলটি ${email}-এর সঙ্গে শেয়ার করা হয়েছে`,
    sharedList: 'এখন যাঁদের সঙ্গে শেয়ার করা আছে',
    notShared: 'এখনও কারও সঙ্গে শেয়ার করা হয়নি',
    remove: 'সরিয়ে দিন',
    permUpdated: 'অনুমতি বদলানো হয়েছে',
    removed: 'শেয়ার সরিয়ে দেওয়া হয়েছে',
    publicLink: 'সর্বজনীন লিংক',
    anyone: 'লিংক আছে এমন যে কেউ এই প্রোফাইলটি দেখতে পারবেন।',
    allowCopy: 'কপি করার অনুমতি দিন',
    expiresField: 'মেয়াদ',
    password: 'পাসওয়ার্ড (ঐচ্ছিক)',
    passwordHint:
      'পাসওয়ার্ড দিলে প্রোফাইলটি সেই পাসওয়ার্ড দিয়ে এনক্রিপ্ট করে সংরক্ষিত হয়, এবং লিংকটি কেবল পাসওয়ার্ড দিয়েই খোলে।',
    createLink: 'লিংক তৈরি করুন',
    noLinks: 'এখনও কোনো সর্বজনীন লিংক নেই',
    linkAddress: 'লিংকের ঠিকানা',
    copyAllowed: 'কপির অনুমতি',
    passwordSet: 'পাসওয়ার্ড',
    copyLink: 'লিংক কপি করুন',
    revoke: 'প্রত্যাহার করুন',
    linkCreated: 'লিংক তৈরি হয়েছে',
    linkFailed: 'লিংক তৈরি করা যায়নি',
    linkRevoked: 'লিংক প্রত্যাহার করা হয়েছে',
    revokeFailed: 'লিংক প্রত্যাহার করা যায়নি',
    linkCopied: 'লিংক ক্লিপবোর্ডে কপি হয়েছে',
  },
  'gpa-read-only': {
    sharedBy: (owner: string | null) => `${owner ?? 'অন্য একজন ব্যবহারকারী'} শেয়ার করেছেন`,
    copyToMine: 'আমার অ্যাকাউন্টে কপি করুন',
    noSemesters: 'এখনও কোনো সেমিস্টার যোগ করা হয়নি',
    subject: 'বিষয়',
    grade: 'গ্রেড',
    credits: 'ক্রেডিট',
    points: 'পয়েন্ট',
  },
} satisfies Translation<
  typeof sharingTexts | typeof linkTexts | typeof shareDialogTexts | typeof readOnlyTexts
>;
