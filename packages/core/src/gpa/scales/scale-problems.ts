/**
 * Why a grade scale from outside (a file, a profile's custom scale, the editor's draft) is refused,
 * as a code with the values its message names: the messages are texts (scale-file-texts.ts), said
 * in the element's language.
 */

/** The texts whose form a pattern checks: a scale's id, a source's address, its date. */
export type TextForm = 'id' | 'url' | 'date';

/** What is wrong with one value of a scale. */
export type ScaleFault =
  | {
      code:
        | 'notObject'
        | 'emptyText'
        | 'notFlag'
        | 'notNumber'
        | 'notList'
        | 'unknownField'
        /** A grade's code holding '/', '|' or a control character. */
        | 'codeChars'
        | 'bandBackwards'
        | 'bandGap'
        | 'failAndCredit'
        | 'classOrder'
        /** The editor's marks that are no band (marks-bands.ts). */
        | 'marksBand';
    }
  /** `pattern` is the check's, as the English names it. */
  | { code: 'form'; form: TextForm; pattern: string }
  | { code: 'tooLong'; most: number }
  | { code: 'range'; min: number; max: number }
  | { code: 'decimals'; most: number }
  | { code: 'entries'; min: number; max: number }
  | { code: 'oneOf'; options: readonly string[] }
  /** A grade code used by an earlier grade. */
  | { code: 'repeats'; grade: string };

/**
 * A fault and where it is: `field` is its path in the scale, as the scale's JSON writes it
 * ('grades[2].points', 'percentage.bands[0]', '' for the scale itself).
 */
export type ScaleProblem = ScaleFault & { field: string };

/** Why a grade scale file is refused: not one, a later version, or its scale's problem. */
export type ScaleFileProblem =
  { code: 'notAFile' } | { code: 'version'; version: string } | ScaleProblem;
