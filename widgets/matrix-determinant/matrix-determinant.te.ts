/** The matrix determinant calculator in Telugu: fetched when an element's language is Telugu. */
import type { matrixTexts } from '../../packages/core/src/determinant-texts';
import type { determinantWorkingTexts } from '../../packages/core/src/determinant-working-texts';
import type { Translation } from '../../packages/core/src/i18n/texts';
import type { SharedTexts } from '../../packages/ui/src/language/te';
import { sharedTelugu } from '../../packages/ui/src/language/te';

// Telugu Academy's words: మాత్రిక (matrix), నిర్ధారకం (determinant), మైనర్ (minor), మూలకం (entry).
const LINES = { row: 'అడ్డు వరుస', column: 'నిలువు వరుస' };

export default {
  ...sharedTelugu,
  matrix: {
    title: 'మాత్రిక నిర్ధారకం కాలిక్యులేటర్',
    size: 'మాత్రిక పరిమాణం (1 నుండి 5)',
    // Enter, Tab and Esc are named as the keys are printed.
    hint: 'Enter లేదా Tab తో తదుపరి గడికి వెళ్లండి · Esc తో గ్రిడ్ నుండి బయటకు రండి',
    grid: (size: string) => `${size} × ${size} మాత్రిక`,
    cell: (row: string, column: string) => `అడ్డు వరుస ${row}, నిలువు వరుస ${column}`,
    invalidCells: 'గుర్తించిన గడులలో ఉన్నవి సంఖ్యలు కావు, వాటిని 0 గా లెక్కిస్తారు: ఉదా. 3, -0.5 లేదా 1/2 అని రాయండి.',
    cellTooLong: (row: string, column: string, most: string, length: string) =>
      `అడ్డు వరుస ${row}, నిలువు వరుస ${column} లోని గడి చాలా పొడవుగా ఉంది: ఒక గడిలో గరిష్ఠంగా ${most} అక్షరాలు ఉండవచ్చు (ఇందులో ${length} ఉన్నాయి). దీన్ని తగ్గించే వరకు ఏదీ లెక్కించబడదు.`,
    clear: 'మాత్రికను ఖాళీ చేయండి',
    random: 'యాదృచ్ఛిక విలువలు',
    determinant: 'నిర్ధారకం',
    filled: (filled: string, cells: string) =>
      `${cells} గడులలో ${filled} నింపారు · ఖాళీ లేదా చెల్లని గడులను 0 గా లెక్కిస్తారు`,
    tooLarge: 'మాత్రిక పరిమాణం 5 కంటే ఎక్కువ ఉండకూడదు',
    tooSmall: 'మాత్రిక పరిమాణం 1 కంటే తక్కువ ఉండకూడదు',
    error: 'నిర్ధారకాన్ని లెక్కించడంలో లోపం',
  },
  'matrix-working': {
    column: (column: string) => `నిలువు వరుస ${column}`,
    allZeros: (along: 'row' | 'column', index: string, name: string) =>
      `${LINES[along]} ${index} లోని మూలకాలన్నీ సున్నాలే, కాబట్టి ${name} = 0`,
    noZero: 'ఏ అడ్డు వరుసలోనూ, నిలువు వరుసలోనూ సున్నా లేదు',
    mostZeros: (zeros: string) => `అత్యధిక సున్నాలు: ${zeros}`,
    expandAlong: (along: 'row' | 'column', index: string, why: string, name: string) =>
      `${LINES[along]} ${index} వెంబడి విస్తరించండి (${why}): ${name} = (-1)^(అడ్డు వరుస+నిలువు వరుస) × మూలకం × det(మైనర్) ల మొత్తం`,
    entryZero: (position: string) => `${position}: మూలకం 0: పదం 0`,
    entry: (position: string, entry: string, sign: string) =>
      `${position}: మూలకం ${entry}, గుర్తు ${sign}`,
    minor: (row: string, column: string) => `మైనర్ M: అడ్డు వరుస ${row}, నిలువు వరుస ${column} తొలగించండి`,
    term: (calculation: string) => `పదం = ${calculation}`,
    oneByOne: (value: string) => `1 × 1 మాత్రిక: det A దాని ఏకైక మూలకం, ${value}`,
    matrixA: 'మాత్రిక A',
    rounded: (calculation: string) => `దశాంశ రూపంలో, 4 స్థానాలకు సవరించగా: ${calculation}`,
  },
} satisfies Translation<SharedTexts | typeof matrixTexts | typeof determinantWorkingTexts>;
