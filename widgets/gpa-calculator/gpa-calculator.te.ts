/**
 * The GPA calculator in Telugu: fetched when an element's language is Telugu. Each feature folder
 * writes its own part beside its English; this joins them with the parts every element shares.
 * SGPA, CGPA and GPA stay as Telugu grade cards print them; university and scale names are data.
 */
import type { Translation } from '#core/i18n/texts.ts';
import { sharedTelugu } from '#ui/language/te.ts';
import type { gpaTexts } from './gpa-calculator-texts';
import { planningTelugu } from './planning/planning.te';
import { profilesTelugu } from './profiles/profiles.te';
import { scalesTelugu } from './scales/scales.te';
import { semestersTelugu } from './semesters/semesters.te';
import { sharingTelugu } from './sharing/sharing.te';
import { summaryTelugu } from './summary/summary.te';

const calculatorTelugu = {
  gpa: {
    title: 'GPA కాలిక్యులేటర్',
    subtitle: 'మీ సెమిస్టర్ GPA, సంచిత GPA లెక్కించండి',
    loading: 'మీ GPA డేటా లోడ్ అవుతోంది...',
    loadingShared: (name: string) => `${name} లోడ్ అవుతోంది...`,
    profile: 'ప్రొఫైల్',
    noProfile: 'ప్రొఫైల్ లేదు',
    readOnly: 'చదవడానికి మాత్రమే',
    plan: 'ముందస్తు ప్రణాళిక',
    marks: 'మార్కుల సాధనాలు',
    saving: 'సేవ్ అవుతోంది...',
    whatIf: 'ఇలా అయితే…',
  },
} satisfies Translation<typeof gpaTexts>;

export default {
  ...sharedTelugu,
  ...calculatorTelugu,
  ...semestersTelugu,
  ...summaryTelugu,
  ...profilesTelugu,
  ...sharingTelugu,
  ...planningTelugu,
  ...scalesTelugu,
};
