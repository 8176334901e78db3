/** The GPA calculator in Kannada: its parts, joined with the parts every element shares. */
import type { Translation } from '#core/i18n/texts.ts';
import { sharedKannada } from '#ui/language/kn.ts';
import type { gpaTexts } from './gpa-calculator-texts';
import { planningKannada } from './planning/planning.kn';
import { profilesKannada } from './profiles/profiles.kn';
import { scalesKannada } from './scales/scales.kn';
import { semestersKannada } from './semesters/semesters.kn';
import { sharingKannada } from './sharing/sharing.kn';
import { summaryKannada } from './summary/summary.kn';

const calculatorKannada = {
  gpa: {
    title: 'GPA ಕ್ಯಾಲ್ಕುಲೇಟರ್',
    subtitle: 'ನಿಮ್ಮ ಸೆಮಿಸ್ಟರ್ GPA ಮತ್ತು ಸಂಚಿತ GPA ಲೆಕ್ಕಹಾಕಿ',
    loading: 'ನಿಮ್ಮ GPA ಡೇಟಾವನ್ನು ಲೋಡ್ ಮಾಡಲಾಗುತ್ತಿದೆ...',
    loadingShared: (name: string) => `${name} ಲೋಡ್ ಮಾಡಲಾಗುತ್ತಿದೆ...`,
    profile: 'ಪ್ರೊಫೈಲ್',
    noProfile: 'ಪ್ರೊಫೈಲ್ ಇಲ್ಲ',
    readOnly: 'ಓದಲು ಮಾತ್ರ',
    plan: 'ಮುಂದಿನ ಯೋಜನೆ',
    marks: 'ಅಂಕಗಳ ಪರಿಕರಗಳು',
    saving: 'ಉಳಿಸಲಾಗುತ್ತಿದೆ...',
    whatIf: 'ಹೀಗಾದರೆ…',
  },
} satisfies Translation<typeof gpaTexts>;

export default {
  ...sharedKannada,
  ...calculatorKannada,
  ...semestersKannada,
  ...summaryKannada,
  ...profilesKannada,
  ...sharingKannada,
  ...planningKannada,
  ...scalesKannada,
};
