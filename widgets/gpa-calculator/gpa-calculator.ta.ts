/**
 * The GPA calculator in Tamil: fetched when an element's language is Tamil. Each feature folder
 * writes its own part beside its English; this joins them with the parts every element shares.
 * SGPA, CGPA and GPA stay as grade cards print them; university and scale names are data.
 */
import type { Translation } from '#core/i18n/texts.ts';
import { sharedTamil } from '#ui/language/ta.ts';
import type { gpaTexts } from './gpa-calculator-texts';
import { planningTamil } from './planning/planning.ta';
import { profilesTamil } from './profiles/profiles.ta';
import { scalesTamil } from './scales/scales.ta';
import { semestersTamil } from './semesters/semesters.ta';
import { sharingTamil } from './sharing/sharing.ta';
import { summaryTamil } from './summary/summary.ta';

const calculatorTamil = {
  gpa: {
    title: 'GPA கணிப்பான்',
    subtitle: 'உங்கள் பருவ GPA-வையும் ஒட்டுமொத்த GPA-வையும் கணக்கிடுங்கள்',
    loading: 'உங்கள் GPA தரவு ஏற்றப்படுகிறது...',
    loadingShared: (name: string) => `${name} ஏற்றப்படுகிறது...`,
    profile: 'சுயவிவரம்',
    noProfile: 'சுயவிவரம் இல்லை',
    readOnly: 'படிக்க மட்டும்',
    plan: 'முன்கூட்டியே திட்டமிடு',
    marks: 'மதிப்பெண் கருவிகள்',
    saving: 'சேமிக்கப்படுகிறது...',
    whatIf: 'இப்படி இருந்தால்…',
  },
} satisfies Translation<typeof gpaTexts>;

export default {
  ...sharedTamil,
  ...calculatorTamil,
  ...semestersTamil,
  ...summaryTamil,
  ...profilesTamil,
  ...sharingTamil,
  ...planningTamil,
  ...scalesTamil,
};
