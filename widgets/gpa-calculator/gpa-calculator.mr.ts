/** The GPA calculator in Marathi: its parts joined with every element's shared Marathi. */
import type { Translation } from '#core/i18n/texts.ts';
import { sharedMarathi } from '#ui/language/mr.ts';
import type { gpaTexts } from './gpa-calculator-texts';
import { planningMarathi } from './planning/planning.mr';
import { profilesMarathi } from './profiles/profiles.mr';
import { scalesMarathi } from './scales/scales.mr';
import { semestersMarathi } from './semesters/semesters.mr';
import { sharingMarathi } from './sharing/sharing.mr';
import { summaryMarathi } from './summary/summary.mr';

const calculatorMarathi = {
  gpa: {
    title: 'GPA कॅल्क्युलेटर',
    subtitle: 'तुमचा सत्र GPA आणि संचयी GPA काढा',
    loading: 'तुमचा GPA डेटा लोड होत आहे...',
    loadingShared: (name: string) => `${name} लोड होत आहे...`,
    profile: 'प्रोफाइल',
    noProfile: 'प्रोफाइल नाही',
    readOnly: 'फक्त वाचनासाठी',
    plan: 'पुढचे नियोजन',
    marks: 'गुणांची साधने',
    saving: 'जतन होत आहे...',
    whatIf: 'असे झाले तर…',
  },
} satisfies Translation<typeof gpaTexts>;

export default {
  ...sharedMarathi,
  ...calculatorMarathi,
  ...semestersMarathi,
  ...summaryMarathi,
  ...profilesMarathi,
  ...sharingMarathi,
  ...planningMarathi,
  ...scalesMarathi,
};
