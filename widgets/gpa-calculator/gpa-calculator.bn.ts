/**
 * The GPA calculator in Bengali: fetched when an element's language is Bengali. Each feature folder
 * writes its own part beside its English; this joins them with the parts every element shares.
 * SGPA, CGPA and GPA stay as West Bengal's grade cards print them; university and scale names
 * are data.
 */
import type { Translation } from '#core/i18n/texts.ts';
import { sharedBengali } from '#ui/language/bn.ts';
import type { gpaTexts } from './gpa-calculator-texts';
import { planningBengali } from './planning/planning.bn';
import { profilesBengali } from './profiles/profiles.bn';
import { scalesBengali } from './scales/scales.bn';
import { semestersBengali } from './semesters/semesters.bn';
import { sharingBengali } from './sharing/sharing.bn';
import { summaryBengali } from './summary/summary.bn';

const calculatorBengali = {
  gpa: {
    title: 'GPA ক্যালকুলেটর',
    subtitle: 'আপনার সেমিস্টার GPA ও ক্রমপুঞ্জিত GPA নির্ণয় করুন',
    loading: 'আপনার GPA ডেটা লোড হচ্ছে...',
    loadingShared: (name: string) => `${name} লোড হচ্ছে...`,
    profile: 'প্রোফাইল',
    noProfile: 'কোনো প্রোফাইল নেই',
    readOnly: 'শুধু পড়ার জন্য',
    plan: 'আগাম পরিকল্পনা',
    marks: 'নম্বরের টুল',
    saving: 'সংরক্ষণ করা হচ্ছে...',
    whatIf: 'যদি এমন হয়…',
  },
} satisfies Translation<typeof gpaTexts>;

export default {
  ...sharedBengali,
  ...calculatorBengali,
  ...semestersBengali,
  ...summaryBengali,
  ...profilesBengali,
  ...sharingBengali,
  ...planningBengali,
  ...scalesBengali,
};
