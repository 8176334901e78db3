/**
 * The /embed page's words (pages/[...locale]/embed.astro) in each of its languages. Its snippets,
 * tags, attributes, file names and URLs are code, the same in every language; text between
 * backticks is code too, shown as written. Its reference (/embed/reference) is generated from the
 * elements' API descriptions and stays English: the other languages' links to it say so.
 */
import { apiOf, type Declaration, type ReferenceKind } from './element-reference';
import { EMBED_LOCALES, type EmbedLocale } from './embed-copy';
import { CALCULATOR_PAGES, routeLocaleAmong } from './routes';
import { pageLabel } from './site-texts';

/** A link inside a text; `asWritten` for a file's name, which no translation may touch. */
export interface Link {
  text: string;
  href: string;
  asWritten?: boolean;
}

/** A paragraph's text, with `code spans`, or its pieces where links sit inside it. */
export type Text = string | readonly (string | Link)[];

/** The release the snippets name: major 1, its folder v1, exactly 1.4.0. */
export interface Release {
  major: string;
  alias: string;
  version: string;
}

/** The sections about every calculator, in the page's order: their ids are their anchors. */
export const GENERAL_SECTIONS = [
  'all-in-one',
  'iframes',
  'versions',
  'npm',
  'themes',
  'languages',
  'files',
] as const;

interface EmbedWords {
  /** The h1 and the document's title. */
  title: string;
  description: string;
  lead: string;
  contents: { title: string; calculators: string; general: string };
  /** A calculator's name on this page, by its tag. */
  calculatorName: (tag: string) => string;
  /** What a calculator is, under its heading. */
  summary: (element: Declaration) => string;
  addIt: string;
  snippets: {
    script: (major: string) => string;
    pinned: (version: string) => string;
    iframe: string;
  };
  /**
   * Under the snippets: the iframe's height (`before` the link to the resizer, then `after` it) and
   * the link to the iframe's own page.
   */
  frameNote: { before: (height: number) => string; resizer: string; after: string; open: string };
  preview: string;
  /** The heading of the links to the reference page (saying its language where it is another). */
  reference: string;
  referenceKinds: Readonly<Record<ReferenceKind, string>>;
  titles: Readonly<Record<(typeof GENERAL_SECTIONS)[number], string>>;
  allInOne: { text: Text; label: string };
  iframes: { text: Text; label: string; options: Text };
  versions: (release: Release) => readonly Text[];
  npm: {
    text: (version: string) => Text;
    install: string;
    define: string;
    import: string;
    note: Text;
  };
  themes: { text: readonly Text[]; label: string };
  languages: { text: Text; label: string; digits: Text };
  files: (manifest: string, declarations: string) => Text;
}

/** The file links of the Manifest section, by their names. */
const fileLink = (href: string): Link => ({
  text: href.slice(href.lastIndexOf('/') + 1),
  href,
  asWritten: true,
});

const ENGLISH: EmbedWords = {
  title: 'Embed a calculator',
  description: 'Put any CampusCalc calculator on your own page with one script tag or an iframe.',
  lead: "Put a CampusCalc calculator on your college's page or your own: copy its snippet and paste it where the calculator should appear. No framework, no account, no requests to other sites, and your page's styles and the calculator's never mix.",
  contents: {
    title: 'On this page',
    calculators: 'Calculators',
    general: 'For every calculator',
  },
  calculatorName: (tag) => apiOf(tag).title,
  summary: (element) => element.summary,
  addIt: 'Add it to your page',
  snippets: {
    script: (major) => `Script: follows version ${major}`,
    pinned: (version) => `Pinned to ${version}: never changes`,
    iframe: 'Iframe: for pages that allow no script',
  },
  frameNote: {
    before: (height) =>
      `The iframe is ${height} px tall and scrolls inside when its calculator grows, unless your page adds `,
    resizer: 'the resizer',
    after: '. ',
    open: "Open the iframe's page",
  },
  preview: 'Live preview',
  reference: 'Reference',
  referenceKinds: {
    attributes: 'Attributes',
    events: 'Events',
    'css-properties': 'CSS custom properties',
    parts: 'Parts',
  },
  titles: {
    'all-in-one': 'All calculators from one script',
    iframes: 'Iframes that fit their calculator',
    versions: 'Versions and updates',
    npm: 'npm package',
    themes: 'Themes and styling',
    languages: 'Languages',
    files: 'Manifest and TypeScript declarations',
  },
  allInOne: {
    text: 'One script tag defines every calculator: then put any of the elements on the page, as many as you like. For one or two calculators, their own scripts load less.',
    label: 'All calculators',
  },
  iframes: {
    text: "An iframe keeps the height its snippet gives it and scrolls inside when its calculator grows taller (the GPA calculator does, subject by subject). If your page may run one script, add this one once, anywhere on the page: each CampusCalc iframe then takes its calculator's height, as it changes.",
    label: 'Iframe resizer (optional)',
    options:
      "An iframe's options are its element's attributes, as query parameters of its URL (`?from=binary&value=1010`); its theme is `auto` unless the URL gives another.",
  },
  versions: ({ major, alias, version }) => [
    `The snippets load version ${major} from \`/widgets/${alias}/\`: its files move to each compatible release (fixes and additions, never a change that breaks a page), so your page gets them with no edit. To stay on exactly ${version}, whose files never change, use \`/widgets/${version}/\` instead, as each calculator's pinned snippet does; to move to a later release, change the version in the URL.`,
    'Caching: browsers keep the entry files (the scripts and iframe pages the snippets name) for up to an hour, so a release reaches your visitors within the hour; the code chunks they load have names that change with their content and are kept for a year.',
    "What changed in each release: the package's CHANGELOG.md.",
  ],
  npm: {
    text: (version) =>
      `For a site built with a bundler, the same calculators (version ${version}) come as the npm package \`@campuscalc/widgets\`. React and ReactDOM are its peer dependencies: your project installs them.`,
    install: 'Install',
    define: 'Define one element',
    import: 'Or import its class alone',
    note: "Any calculator's tag works in place of `number-converter`.",
  },
  themes: {
    text: [
      'The `theme` attribute takes `auto`, which follows the visitor\'s system setting (light or dark), `light` or `dark` (the default without the attribute). The snippets here use `theme="auto"`: change it to match your page.',
      "Colours, corners and the font follow CSS custom properties, and parts of a calculator can be styled with `::part()`; each calculator's reference lists both.",
    ],
    label: 'Styling example',
  },
  languages: {
    text: 'A calculator speaks the language of its `lang` attribute; without one, your page\'s (`<html lang="hi">`); English for a language it does not speak, never a mix. Its English is in its script; another language is fetched the first time a calculator on the page asks for it, once for all of them. An iframe takes it as `?lang=hi`.',
    label: 'A calculator in Hindi',
    digits:
      'Numbers are written with the digits 0-9 in every language, as marksheets and forms print them; `digits="native"` writes them in the language\'s own digits (१२३ in Hindi).',
  },
  files: (manifest, declarations) => [
    'For editors and tools: the custom elements manifest, ',
    fileLink(manifest),
    ', lists every attribute, event, CSS custom property and part on this page; the TypeScript declarations of all elements are in ',
    fileLink(declarations),
    '.',
  ],
};

/** What each calculator is, in Hindi (English's is the manifest's summary). */
const HINDI_SUMMARIES: Readonly<Record<string, string>> = {
  'sdt-calculator':
    'गति, दूरी और समय कैलकुलेटर: कोई दो मान भरें, तीसरा आधा सेकंड रुकने पर अपने आप निकल आता है, या Enter दबाते ही।',
  'matrix-determinant':
    'आव्यूह सारणिक कैलकुलेटर: 1 से 5 पंक्तियों का वर्ग ग्रिड, लिखते-लिखते अपडेट होने वाला सटीक सारणिक, और आव्यूह साफ़ करने, यादृच्छिक मान भरने और कॉपी करने के बटन।',
  'number-converter':
    'संख्याओं को, भिन्न और ऋणात्मक संख्याओं सहित, दशमलव, द्विआधारी, अष्टाधारी और षोडशाधारी के बीच सटीक रूप से बदलता है।',
  'gpa-calculator':
    'हर प्रोफ़ाइल के ग्रेड स्केल पर सेमेस्टर GPA (SGPA) और कुल GPA (CGPA): CampusCalc का 10-पॉइंट स्केल या किसी विश्वविद्यालय का (वीटीयू, केटीयू, अन्ना विश्वविद्यालय और कई अन्य)। साथ में बैकलॉग और दोबारा दी गई परीक्षाएँ, ब्राउज़र में रखी नाम वाली प्रोफ़ाइलें, ट्रेंड चार्ट, स्केल के नियम से CGPA से प्रतिशत, 4-पॉइंट स्केल में रूपांतरण, और एक्सपोर्ट, इंपोर्ट और प्रिंट।',
  'attendance-calculator':
    'कॉलेज की ज़रूरी उपस्थिति के मुकाबले हर विषय की उपस्थिति: अभी का प्रतिशत, लगातार कितनी कक्षाएँ छोड़ी जा सकती हैं या कितनी में जाना ज़रूरी है, और आने वाली कक्षाएँ कितनी गुंजाइश देती हैं, हल के साथ।',
};

const HINDI: EmbedWords = {
  title: 'कैलकुलेटर अपने पेज में लगाएँ',
  description: 'CampusCalc का कोई भी कैलकुलेटर एक स्क्रिप्ट टैग या iframe से अपने पेज में लगाएँ।',
  lead: 'CampusCalc का कोई कैलकुलेटर अपने कॉलेज के पेज या अपने खुद के पेज पर लगाएँ: उसका स्निपेट कॉपी करें और वहाँ पेस्ट करें जहाँ कैलकुलेटर दिखना चाहिए। न कोई फ़्रेमवर्क, न खाता, न दूसरी साइटों को कोई अनुरोध; और आपके पेज की स्टाइल और कैलकुलेटर की स्टाइल आपस में कभी नहीं मिलतीं।',
  contents: {
    title: 'इस पेज पर',
    calculators: 'कैलकुलेटर',
    general: 'हर कैलकुलेटर के लिए',
  },
  // As its own page in Hindi names it.
  calculatorName: (tag) =>
    pageLabel(
      'hi',
      CALCULATOR_PAGES.find((page) => page.tag === tag)!,
    ),
  summary: ({ tagName }) => {
    const summary = HINDI_SUMMARIES[tagName];
    if (summary === undefined) throw new Error(`/hi/embed has no summary of <${tagName}>`);
    return summary;
  },
  addIt: 'अपने पेज में जोड़ें',
  snippets: {
    script: (major) => `स्क्रिप्ट: वर्ज़न ${major} के साथ अपडेट होती रहती है`,
    pinned: (version) => `${version} पर स्थिर: कभी नहीं बदलती`,
    iframe: 'iframe: उन पेजों के लिए जहाँ स्क्रिप्ट नहीं चल सकती',
  },
  frameNote: {
    before: (height) =>
      `iframe ${height} पिक्सेल ऊँचा है और कैलकुलेटर बड़ा होने पर अपने अंदर स्क्रॉल होता है, जब तक आपका पेज `,
    resizer: 'रीसाइज़र',
    after: ' न जोड़े। ',
    open: 'iframe वाला पेज खोलें',
  },
  preview: 'लाइव प्रीव्यू',
  reference: 'संदर्भ (अंग्रेज़ी में)',
  referenceKinds: {
    attributes: 'एट्रिब्यूट',
    events: 'इवेंट',
    'css-properties': 'CSS कस्टम प्रॉपर्टी',
    parts: 'पार्ट',
  },
  titles: {
    'all-in-one': 'एक ही स्क्रिप्ट से सभी कैलकुलेटर',
    iframes: 'कैलकुलेटर जितने ऊँचे iframe',
    versions: 'वर्ज़न और अपडेट',
    npm: 'npm पैकेज',
    themes: 'थीम और स्टाइलिंग',
    languages: 'भाषाएँ',
    files: 'मैनिफ़ेस्ट और TypeScript डिक्लेरेशन',
  },
  allInOne: {
    text: 'एक स्क्रिप्ट टैग हर कैलकुलेटर को परिभाषित कर देता है: फिर पेज पर कोई भी एलिमेंट लगाएँ, जितने चाहें उतने। एक या दो कैलकुलेटरों के लिए उनकी अपनी स्क्रिप्ट कम लोड करती हैं।',
    label: 'सभी कैलकुलेटर',
  },
  iframes: {
    text: 'iframe उतना ही ऊँचा रहता है जितना उसका स्निपेट बताता है, और कैलकुलेटर के लंबा होने पर अपने अंदर स्क्रॉल होता है (GPA कैलकुलेटर हर विषय के साथ लंबा होता है)। अगर आपके पेज पर एक स्क्रिप्ट चल सकती है, तो यह स्क्रिप्ट पेज पर कहीं भी एक बार जोड़ दें: फिर CampusCalc का हर iframe अपने कैलकुलेटर की ऊँचाई ले लेता है, जैसे-जैसे वह बदलती है।',
    label: 'iframe रीसाइज़र (वैकल्पिक)',
    options:
      'iframe के विकल्प उसके एलिमेंट के ही एट्रिब्यूट हैं, जो उसके पते में क्वेरी पैरामीटर बनकर जाते हैं (`?from=binary&value=1010`); पता कोई और थीम न बताए तो उसकी थीम `auto` रहती है।',
  },
  versions: ({ major, alias, version }) => [
    `स्निपेट वर्ज़न ${major} को \`/widgets/${alias}/\` से लोड करते हैं: इसकी फ़ाइलें हर संगत रिलीज़ के साथ बदल जाती हैं (सुधार और नई सुविधाएँ, पेज बिगाड़ने वाला बदलाव कभी नहीं), इसलिए आपके पेज को ये बिना किसी बदलाव के मिल जाती हैं। ठीक ${version} पर बने रहने के लिए, जिसकी फ़ाइलें कभी नहीं बदलतीं, इसकी जगह \`/widgets/${version}/\` इस्तेमाल करें, जैसा हर कैलकुलेटर का स्थिर स्निपेट करता है; बाद की रिलीज़ पर जाने के लिए पते में वर्ज़न बदल दें।`,
    'कैशिंग: ब्राउज़र एंट्री फ़ाइलों (स्निपेट में दी गई स्क्रिप्ट और iframe पेज) को एक घंटे तक रखते हैं, इसलिए नई रिलीज़ एक घंटे के भीतर आपके विज़िटरों तक पहुँच जाती है; इनसे लोड होने वाले कोड के हिस्सों के नाम उनकी सामग्री के साथ बदलते हैं, और वे एक साल तक रखे जाते हैं।',
    'हर रिलीज़ में क्या बदला: पैकेज की `CHANGELOG.md` फ़ाइल।',
  ],
  npm: {
    text: (version) =>
      `बंडलर से बनी साइट के लिए यही कैलकुलेटर (वर्ज़न ${version}) npm पैकेज \`@campuscalc/widgets\` के रूप में मिलते हैं। \`react\` और \`react-dom\` इसकी पीयर डिपेंडेंसी हैं: इन्हें आपका प्रोजेक्ट इंस्टॉल करता है।`,
    install: 'इंस्टॉल करें',
    define: 'एक एलिमेंट परिभाषित करें',
    import: 'या केवल उसकी क्लास इंपोर्ट करें',
    note: '`number-converter` की जगह किसी भी कैलकुलेटर का टैग काम करता है।',
  },
  themes: {
    text: [
      '`theme` एट्रिब्यूट में `auto` दिया जा सकता है, जो विज़िटर के सिस्टम की सेटिंग (लाइट या डार्क) के साथ चलता है, या `light` या `dark` (एट्रिब्यूट न हो तो `dark`)। यहाँ के स्निपेट `theme="auto"` इस्तेमाल करते हैं: इसे अपने पेज के अनुसार बदल लें।',
      'रंग, कोने और फ़ॉन्ट CSS कस्टम प्रॉपर्टी से तय होते हैं, और कैलकुलेटर के हिस्सों को `::part()` से स्टाइल किया जा सकता है; हर कैलकुलेटर का संदर्भ (अंग्रेज़ी में) दोनों की सूची देता है।',
    ],
    label: 'स्टाइलिंग का उदाहरण',
  },
  languages: {
    text: 'कैलकुलेटर अपने `lang` एट्रिब्यूट की भाषा बोलता है; वह न हो तो आपके पेज की (`<html lang="hi">`); जो भाषा वह नहीं बोलता उसकी जगह अंग्रेज़ी, पर दो भाषाएँ कभी मिली-जुली नहीं। उसकी अंग्रेज़ी उसकी स्क्रिप्ट में ही होती है; कोई दूसरी भाषा तब लाई जाती है जब पेज पर कोई कैलकुलेटर पहली बार उसे माँगता है, और सभी कैलकुलेटरों के लिए एक ही बार। iframe को भाषा `?lang=hi` से बताएँ।',
    label: 'हिन्दी में कैलकुलेटर',
    digits:
      'हर भाषा में संख्याएँ 0-9 अंकों में लिखी जाती हैं, जैसे मार्कशीट और फ़ॉर्म में छपती हैं; `digits="native"` उन्हें भाषा के अपने अंकों में लिखता है (हिन्दी में १२३)।',
  },
  files: (manifest, declarations) => [
    'एडिटर और टूल के लिए: कस्टम एलिमेंट मैनिफ़ेस्ट, ',
    fileLink(manifest),
    ', इस पेज के हर एट्रिब्यूट, इवेंट, CSS कस्टम प्रॉपर्टी और पार्ट की सूची देता है; सभी एलिमेंट के TypeScript डिक्लेरेशन ',
    fileLink(declarations),
    ' में हैं।',
  ],
};

export const EMBED_PAGE: Readonly<Record<EmbedLocale, EmbedWords>> = { en: ENGLISH, hi: HINDI };

/** The language of the embed page built at the `[...locale]` route parameter `param`. */
export const embedPageLocale = (param: string | undefined): EmbedLocale =>
  routeLocaleAmong(EMBED_LOCALES, param, 'The embed page');
