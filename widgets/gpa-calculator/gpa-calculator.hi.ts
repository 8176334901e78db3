/**
 * The GPA calculator in Hindi: fetched when an element's language is Hindi. Each feature folder
 * writes its own part beside its English; this joins them with the parts every element shares.
 * SGPA, CGPA and GPA stay as Hindi grade cards print them; university and scale names are data.
 */
import type { Translation } from '#core/i18n/texts.ts';
import { sharedHindi } from '#ui/language/hi.ts';
import type { gpaTexts } from './gpa-calculator-texts';
import { planningHindi } from './planning/planning.hi';
import { profilesHindi } from './profiles/profiles.hi';
import { scalesHindi } from './scales/scales.hi';
import { semestersHindi } from './semesters/semesters.hi';
import { sharingHindi } from './sharing/sharing.hi';
import { summaryHindi } from './summary/summary.hi';

const calculatorHindi = {
  gpa: {
    title: 'GPA कैलकुलेटर',
    subtitle: 'अपना सेमेस्टर GPA और संचयी GPA निकालें',
    loading: 'आपका GPA डेटा लोड हो रहा है...',
    loadingShared: (name: string) => `${name} लोड हो रहा है...`,
    profile: 'प्रोफ़ाइल',
    noProfile: 'कोई प्रोफ़ाइल नहीं',
    readOnly: 'केवल पढ़ने के लिए',
    plan: 'आगे की योजना',
    marks: 'अंक टूल',
    saving: 'सहेजा जा रहा है...',
    whatIf: 'अगर ऐसा हो तो…',
  },
} satisfies Translation<typeof gpaTexts>;

export default {
  ...sharedHindi,
  ...calculatorHindi,
  ...semestersHindi,
  ...summaryHindi,
  ...profilesHindi,
  ...sharingHindi,
  ...planningHindi,
  ...scalesHindi,
};
