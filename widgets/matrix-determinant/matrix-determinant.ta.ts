/** The matrix determinant calculator in Tamil: fetched when an element's language is Tamil. */
import type { matrixTexts } from '../../packages/core/src/determinant-texts';
import type { determinantWorkingTexts } from '../../packages/core/src/determinant-working-texts';
import type { Translation } from '../../packages/core/src/i18n/texts';
import type { SharedTexts } from '../../packages/ui/src/language/ta';
import { sharedTamil } from '../../packages/ui/src/language/ta';

// The Tamil Nadu textbooks' words: அணி (matrix), அணிக்கோவை (determinant), நிரை (row),
// நிரல் (column), உறுப்பு (entry); the minor M, a matrix here, is சிற்றணி (submatrix).
const LINES = { row: 'நிரை', column: 'நிரல்' };

export default {
  ...sharedTamil,
  matrix: {
    title: 'அணிக்கோவை கணிப்பான்',
    size: 'அணியின் வரிசை (1 முதல் 5 வரை)',
    // Enter, Tab and Esc are named as the keys are printed.
    hint: 'Enter அல்லது Tab அழுத்தினால் அடுத்த கட்டத்துக்குச் செல்லும் · Esc அழுத்தினால் அணியை விட்டு வெளியேறும்',
    grid: (size: string) => `${size} × ${size} அணி`,
    cell: (row: string, column: string) => `நிரை ${row}, நிரல் ${column}`,
    invalidCells:
      'குறிக்கப்பட்ட கட்டங்களில் உள்ளவை எண்கள் அல்ல, அவை 0 எனக் கொள்ளப்படும்: எடுத்துக்காட்டாக 3, -0.5 அல்லது 1/2 என உள்ளிடவும்.',
    cellTooLong: (row: string, column: string, most: string, length: string) =>
      `நிரை ${row}, நிரல் ${column} கட்டம் மிக நீளமாக உள்ளது: ஒரு கட்டத்தில் அதிகபட்சம் ${most} எழுத்துகள் இருக்கலாம் (இதில் ${length} உள்ளன). இதைச் சுருக்கும் வரை எதுவும் கணக்கிடப்படாது.`,
    clear: 'அணியை அழி',
    random: 'சமவாய்ப்பு மதிப்புகள்',
    determinant: 'அணிக்கோவை',
    filled: (filled: string, cells: string) =>
      `நிரப்பப்பட்ட கட்டங்கள்: ${filled} / ${cells} · காலியான அல்லது தவறான கட்டங்கள் 0 எனக் கொள்ளப்படும்`,
    tooLarge: 'அணியின் வரிசை 5-ஐ விட அதிகமாக இருக்க முடியாது',
    tooSmall: 'அணியின் வரிசை 1-ஐ விடக் குறைவாக இருக்க முடியாது',
    error: 'அணிக்கோவையைக் கணக்கிடுவதில் பிழை',
  },
  'matrix-working': {
    column: (column: string) => `நிரல் ${column}`,
    allZeros: (along: 'row' | 'column', index: string, name: string) =>
      `${LINES[along]} ${index}: எல்லா உறுப்புகளும் பூச்சியம், எனவே ${name} = 0`,
    noZero: 'எந்த நிரையிலும் நிரலிலும் பூச்சியம் இல்லை',
    mostZeros: (zeros: string) => `அதிகபட்சப் பூச்சியங்கள்: ${zeros}`,
    expandAlong: (along: 'row' | 'column', index: string, why: string, name: string) =>
      `${LINES[along]} ${index} வழியாக விரிவாக்கவும் (${why}): ${name} = (-1)^(நிரை+நிரல்) × உறுப்பு × det(சிற்றணி) என்பவற்றின் கூடுதல்`,
    entryZero: (position: string) => `${position}: உறுப்பு 0, எனவே பதம் 0`,
    entry: (position: string, entry: string, sign: string) =>
      `${position}: உறுப்பு ${entry}, குறி ${sign}`,
    minor: (row: string, column: string) => `சிற்றணி M: நிரை ${row}, நிரல் ${column} ஆகியவற்றை நீக்கவும்`,
    term: (calculation: string) => `பதம் = ${calculation}`,
    oneByOne: (value: string) => `1 × 1 அணி: det A என்பது அதன் ஒரே உறுப்பு, ${value}`,
    matrixA: 'அணி A',
    rounded: (calculation: string) => `தசம வடிவில், 4 இடங்களுக்கு முழுமையாக்கப்பட்டது: ${calculation}`,
  },
} satisfies Translation<SharedTexts | typeof matrixTexts | typeof determinantWorkingTexts>;
