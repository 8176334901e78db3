/** The matrix determinant calculator in Marathi: fetched when an element's language is Marathi. */
import type { matrixTexts } from '../../packages/core/src/determinant-texts';
import type { determinantWorkingTexts } from '../../packages/core/src/determinant-working-texts';
import type { Translation } from '../../packages/core/src/i18n/texts';
import type { SharedTexts } from '../../packages/ui/src/language/mr';
import { sharedMarathi } from '../../packages/ui/src/language/mr';

// Balbharati's words: आव्यूह (matrix), निश्चयक (determinant), उपनिश्चयक (minor), घटक (entry).
const LINES = { row: 'ओळ', column: 'स्तंभ' };

export default {
  ...sharedMarathi,
  matrix: {
    title: 'आव्यूह निश्चयक कॅल्क्युलेटर',
    size: 'आव्यूहाचा आकार (1 ते 5)',
    // Enter, Tab and Esc are named as the keys are printed.
    hint: 'Enter किंवा Tab दाबून पुढच्या चौकटीत जा · Esc दाबून ग्रिडमधून बाहेर पडा',
    grid: (size: string) => `${size} × ${size} आव्यूह`,
    cell: (row: string, column: string) => `ओळ ${row}, स्तंभ ${column}`,
    invalidCells:
      'खूण केलेल्या चौकटींमधील नोंदी संख्या नाहीत आणि 0 धरल्या जातात: उदा. 3, -0.5 किंवा 1/2 लिहा.',
    cellTooLong: (row: string, column: string, most: string, length: string) =>
      `ओळ ${row}, स्तंभ ${column} मधील नोंद खूप लांब आहे: एका चौकटीत जास्तीत जास्त ${most} अक्षरे बसतात (या नोंदीत ${length} आहेत). ती लहान करेपर्यंत कोणतीही गणना होणार नाही.`,
    clear: 'आव्यूह पुसा',
    random: 'यादृच्छिक किमती',
    determinant: 'निश्चयक',
    filled: (filled: string, cells: string) =>
      `${cells} पैकी ${filled} चौकटी भरल्या · रिकाम्या किंवा अवैध चौकटी 0 धरल्या जातात`,
    tooLarge: 'आव्यूहाचा आकार 5 पेक्षा जास्त असू शकत नाही',
    tooSmall: 'आव्यूहाचा आकार 1 पेक्षा कमी असू शकत नाही',
    error: 'निश्चयकाची गणना करताना त्रुटी आली',
  },
  'matrix-working': {
    column: (column: string) => `स्तंभ ${column}`,
    allZeros: (along: 'row' | 'column', index: string, name: string) =>
      `${LINES[along]} ${index} मधील सर्व घटक शून्य आहेत, म्हणून ${name} = 0`,
    noZero: 'कोणत्याही ओळीत किंवा स्तंभात शून्य नाही',
    mostZeros: (zeros: string) => `सर्वाधिक शून्ये: ${zeros}`,
    expandAlong: (along: 'row' | 'column', index: string, why: string, name: string) =>
      `${LINES[along]} ${index} नुसार विस्तार करा (${why}): ${name} = (-1)^(ओळ+स्तंभ) × घटक × det(उपनिश्चयक) यांची बेरीज`,
    entryZero: (position: string) => `${position}: घटक 0: पद 0 आहे`,
    entry: (position: string, entry: string, sign: string) =>
      `${position}: घटक ${entry}, चिन्ह ${sign}`,
    minor: (row: string, column: string) => `उपनिश्चयक M: ओळ ${row} आणि स्तंभ ${column} काढून टाका`,
    term: (calculation: string) => `पद = ${calculation}`,
    oneByOne: (value: string) => `1 × 1 आव्यूह: det A हा त्याचा एकमेव घटक आहे, ${value}`,
    matrixA: 'आव्यूह A',
    rounded: (calculation: string) => `दशांश रूपात, 4 स्थळांपर्यंत पूर्णांकित: ${calculation}`,
  },
} satisfies Translation<SharedTexts | typeof matrixTexts | typeof determinantWorkingTexts>;
