/** The matrix determinant calculator in Kannada: fetched when an element's language is Kannada. */
import type { matrixTexts } from '../../packages/core/src/determinant-texts';
import type { determinantWorkingTexts } from '../../packages/core/src/determinant-working-texts';
import type { Translation } from '../../packages/core/src/i18n/texts';
import type { SharedTexts } from '../../packages/ui/src/language/kn';
import { sharedKannada } from '../../packages/ui/src/language/kn';

// Karnataka PUC textbooks' words: ಮಾತೃಕೆ (matrix), ನಿರ್ಧಾರಕ (determinant), ಉಪನಿರ್ಧಾರಕ (minor),
// ಅಂಶ (entry), ಅಡ್ಡಸಾಲು (row), ಕಂಬಸಾಲು (column).
const LINES = { row: 'ಅಡ್ಡಸಾಲು', column: 'ಕಂಬಸಾಲು' };

export default {
  ...sharedKannada,
  matrix: {
    title: 'ಮಾತೃಕೆ ನಿರ್ಧಾರಕ ಕ್ಯಾಲ್ಕುಲೇಟರ್',
    size: 'ಮಾತೃಕೆಯ ಗಾತ್ರ (1ರಿಂದ 5)',
    // Enter, Tab and Esc are named as the keys are printed.
    hint: 'Enter ಅಥವಾ Tab ಒತ್ತಿ ಮುಂದಿನ ಕೋಶಕ್ಕೆ ಹೋಗಿ · Esc ಒತ್ತಿ ಗ್ರಿಡ್ ಬಿಟ್ಟು ಹೊರಬನ್ನಿ',
    grid: (size: string) => `${size} × ${size} ಮಾತೃಕೆ`,
    cell: (row: string, column: string) => `ಅಡ್ಡಸಾಲು ${row}, ಕಂಬಸಾಲು ${column}`,
    invalidCells:
      'ಗುರುತಿಸಿದ ಕೋಶಗಳಲ್ಲಿ ಸಂಖ್ಯೆಗಳಿಲ್ಲ, ಅವನ್ನು 0 ಎಂದು ಎಣಿಸಲಾಗುತ್ತದೆ: ಉದಾಹರಣೆಗೆ 3, -0.5 ಅಥವಾ 1/2 ಎಂದು ಬರೆಯಿರಿ.',
    cellTooLong: (row: string, column: string, most: string, length: string) =>
      `ಅಡ್ಡಸಾಲು ${row}, ಕಂಬಸಾಲು ${column}ರ ಕೋಶ ತುಂಬಾ ಉದ್ದವಾಗಿದೆ: ಒಂದು ಕೋಶದಲ್ಲಿ ಗರಿಷ್ಠ ${most} ಅಕ್ಷರಗಳು ಇರಬಹುದು (ಇದರಲ್ಲಿ ${length} ಇವೆ). ಅದನ್ನು ಚಿಕ್ಕದಾಗಿಸುವವರೆಗೆ ಏನನ್ನೂ ಲೆಕ್ಕಹಾಕಲಾಗುವುದಿಲ್ಲ.`,
    clear: 'ಮಾತೃಕೆ ತೆರವುಗೊಳಿಸಿ',
    random: 'ಯಾದೃಚ್ಛಿಕ ಮೌಲ್ಯಗಳು',
    determinant: 'ನಿರ್ಧಾರಕ',
    filled: (filled: string, cells: string) =>
      `${cells} ಕೋಶಗಳಲ್ಲಿ ${filled} ಭರ್ತಿಯಾಗಿವೆ · ಖಾಲಿ ಅಥವಾ ಅಮಾನ್ಯ ಕೋಶಗಳನ್ನು 0 ಎಂದು ಎಣಿಸಲಾಗುತ್ತದೆ`,
    tooLarge: 'ಮಾತೃಕೆಯ ಗಾತ್ರ 5ಕ್ಕಿಂತ ಹೆಚ್ಚಿರಬಾರದು',
    tooSmall: 'ಮಾತೃಕೆಯ ಗಾತ್ರ 1ಕ್ಕಿಂತ ಕಡಿಮೆ ಇರಬಾರದು',
    error: 'ನಿರ್ಧಾರಕವನ್ನು ಲೆಕ್ಕಹಾಕುವಲ್ಲಿ ದೋಷ',
  },
  'matrix-working': {
    column: (column: string) => `ಕಂಬಸಾಲು ${column}`,
    allZeros: (along: 'row' | 'column', index: string, name: string) =>
      `${LINES[along]} ${index}ರ ಎಲ್ಲಾ ಅಂಶಗಳು ಶೂನ್ಯ, ಆದ್ದರಿಂದ ${name} = 0`,
    noZero: 'ಯಾವುದೇ ಅಡ್ಡಸಾಲು ಅಥವಾ ಕಂಬಸಾಲಿನಲ್ಲಿ ಶೂನ್ಯವಿಲ್ಲ',
    mostZeros: (zeros: string) => `ಅತಿ ಹೆಚ್ಚು ಶೂನ್ಯಗಳು: ${zeros}`,
    expandAlong: (along: 'row' | 'column', index: string, why: string, name: string) =>
      `${LINES[along]} ${index}ರ ಮೂಲಕ ವಿಸ್ತರಿಸಿ (${why}): ${name} = ಪ್ರತಿ ಅಂಶದ (-1)^(ಅಡ್ಡಸಾಲು+ಕಂಬಸಾಲು) × ಅಂಶ × det(ಉಪನಿರ್ಧಾರಕ) ಪದಗಳ ಮೊತ್ತ`,
    entryZero: (position: string) => `${position}: ಅಂಶ 0: ಪದವು 0`,
    entry: (position: string, entry: string, sign: string) =>
      `${position}: ಅಂಶ ${entry}, ಚಿಹ್ನೆ ${sign}`,
    minor: (row: string, column: string) =>
      `ಉಪನಿರ್ಧಾರಕ M: ಅಡ್ಡಸಾಲು ${row} ಮತ್ತು ಕಂಬಸಾಲು ${column} ತೆಗೆದುಹಾಕಿ`,
    term: (calculation: string) => `ಪದ = ${calculation}`,
    oneByOne: (value: string) => `1 × 1 ಮಾತೃಕೆ: det A ಅದರ ಏಕೈಕ ಅಂಶ, ${value}`,
    matrixA: 'ಮಾತೃಕೆ A',
    rounded: (calculation: string) => `ದಶಮಾಂಶದಲ್ಲಿ, 4 ಸ್ಥಾನಗಳಿಗೆ ಪೂರ್ಣಾಂಕಿಸಿದಾಗ: ${calculation}`,
  },
} satisfies Translation<SharedTexts | typeof matrixTexts | typeof determinantWorkingTexts>;
