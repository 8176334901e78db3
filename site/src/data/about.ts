import { CALCULATOR_PAGES, localeHref, type SiteLocale } from './routes';
import { pageLabel } from './site-texts';
import MARATHI from './about.mr';
import TAMIL from './about.ta';
import TELUGU from './about.te';
import KANNADA from './about.kn';
import BENGALI from './about.bn';

/**
 * The About page's text and links, in one place and in each of the site's languages: the site's
 * operator replaces this file with their own bio and contact links. What ships describes
 * CampusCalc itself, not a person; its links to the calculators are the navigation's (routes.ts).
 */
export interface AboutLink {
  label: string;
  href: string;
}

export interface AboutSection {
  heading: string;
  paragraphs: string[];
  /** Its links, or 'calculators': each calculator's page, in the page's language where it has it. */
  links?: readonly AboutLink[] | 'calculators';
}

export interface AboutContent {
  /** The page's h1 and document title. */
  title: string;
  /** The meta description and the lead line under the title. */
  summary: string;
  sections: AboutSection[];
}

const ENGLISH: AboutContent = {
  title: 'About CampusCalc',
  summary: 'Free calculators for students, to use on this site or to embed in any page.',
  sections: [
    {
      heading: 'What it is',
      paragraphs: [
        'CampusCalc is a small set of calculators for students at Indian universities and colleges. They run in your browser: what you enter stays on your device, or in your account if you sign in.',
      ],
    },
    {
      heading: 'The calculators',
      paragraphs: [
        "A GPA calculator by your university's rules: semesters, subjects, credits, SGPA and CGPA, backlogs, percentage and class, planning ahead and what-if, with named profiles you can share; an attendance calculator; a speed, distance and time calculator in metric or imperial units; an exact matrix determinant calculator up to 5 × 5; and a number converter between decimal, binary, octal and hexadecimal. Each shows its working.",
      ],
      links: 'calculators',
    },
    {
      heading: 'Embed a calculator',
      paragraphs: [
        'Every calculator is a custom element: one script tag puts it in any page, with attributes for its starting values, its language, a light or dark theme and CSS custom properties for its colours.',
      ],
      links: [{ label: 'Snippets and live previews', href: '/embed' }],
    },
    {
      heading: 'Source and problems',
      paragraphs: [
        'CampusCalc is built from the source repository this site was deployed from; its README explains how to run and test it.',
        'Found a mistake or something that does not work? Please report a problem through the issue tracker of this repository.',
      ],
    },
  ],
};

const HINDI: AboutContent = {
  title: 'CampusCalc के बारे में',
  summary: 'विद्यार्थियों के लिए मुफ़्त कैलकुलेटर: इसी साइट पर इस्तेमाल करें, या किसी भी पेज में लगाएँ।',
  sections: [
    {
      heading: 'यह क्या है',
      paragraphs: [
        'CampusCalc भारतीय विश्वविद्यालयों और कॉलेजों के विद्यार्थियों के लिए कैलकुलेटरों का एक छोटा संग्रह है। ये आपके ब्राउज़र में चलते हैं: आप जो लिखते हैं वह आपके डिवाइस पर रहता है, या साइन इन करने पर आपके खाते में।',
      ],
    },
    {
      heading: 'कैलकुलेटर',
      paragraphs: [
        'आपके विश्वविद्यालय के नियमों के अनुसार GPA कैलकुलेटर: सेमेस्टर, विषय, क्रेडिट, SGPA और CGPA, बैकलॉग, प्रतिशत और श्रेणी, आगे की योजना और ‘अगर ऐसा हो तो’, नाम वाली प्रोफ़ाइलों के साथ जिन्हें आप साझा कर सकते हैं; उपस्थिति कैलकुलेटर; मीट्रिक या इंपीरियल इकाइयों में गति, दूरी और समय कैलकुलेटर; 5 × 5 तक के आव्यूहों का सटीक सारणिक कैलकुलेटर; और दशमलव, द्विआधारी, अष्टाधारी और षोडशाधारी के बीच संख्या पद्धति परिवर्तक। हर कैलकुलेटर अपना हल दिखाता है।',
      ],
      links: 'calculators',
    },
    {
      heading: 'कैलकुलेटर अपने पेज में लगाएँ',
      paragraphs: [
        'हर कैलकुलेटर एक कस्टम एलिमेंट है: एक स्क्रिप्ट टैग उसे किसी भी पेज में लगा देता है, शुरुआती मानों, भाषा, लाइट या डार्क थीम और रंगों के लिए CSS कस्टम प्रॉपर्टी वाले एट्रिब्यूट के साथ।',
      ],
      links: [{ label: 'स्निपेट और लाइव प्रीव्यू', href: '/embed' }],
    },
    {
      heading: 'सोर्स और समस्याएँ',
      paragraphs: [
        'CampusCalc उसी सोर्स रिपॉज़िटरी से बना है जिससे यह साइट लगाई गई है; उसकी README बताती है कि इसे कैसे चलाएँ और जाँचें।',
        'कोई गलती मिली या कुछ काम नहीं कर रहा? कृपया इस रिपॉज़िटरी के इश्यू ट्रैकर पर समस्या बताएँ।',
      ],
    },
  ],
};

/** A section's links on the About page in `locale`, each to its page in `locale` where it has it. */
export const sectionLinks = (locale: SiteLocale, { links }: AboutSection): readonly AboutLink[] =>
  links === 'calculators'
    ? CALCULATOR_PAGES.map((page) => ({
        label: pageLabel(locale, page),
        href: localeHref(locale, page.href),
      }))
    : (links ?? []).map((link) => ({ ...link, href: localeHref(locale, link.href) }));

/** The About page in each of the site's languages. */
export const ABOUT: Readonly<Record<SiteLocale, AboutContent>> = {
  en: ENGLISH,
  hi: HINDI,
  mr: MARATHI,
  ta: TAMIL,
  te: TELUGU,
  kn: KANNADA,
  bn: BENGALI,
};
