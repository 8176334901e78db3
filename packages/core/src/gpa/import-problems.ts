/**
 * Why a profiles file (an export, or a device's profiles moving into an account) is refused, as a
 * code with the values its message names: the messages are texts (import-texts.ts), said in the
 * element's language. A problem of a field names it as the file writes it, for whoever edits it.
 */
import type { ScaleProblem } from './scales/scale-problems';

/**
 * Where in the file: profile 2, its semester 1, that semester's subject 3, and a part of it read on
 * its own ('copiedFrom'), each counted from 1.
 */
export interface FilePlace {
  profile: number;
  semester?: number;
  subject?: number;
  part?: 'copiedFrom' | 'scale' | 'entered' | 'retakeOf';
}

/** The fields a problem names, as the file writes them. */
export type FileField =
  | 'id'
  | 'name'
  | 'subjectName'
  | 'semesters'
  | 'subjects'
  | 'isDefault'
  | 'userId'
  | 'createdAt'
  | 'updatedAt'
  | 'grade'
  | 'copiedFrom.shareId'
  | 'copiedFrom.originalUserId'
  | 'copiedFrom.originalProfileId'
  | 'copiedFrom.copiedAt';

/** What is wrong at a place of the file. */
export type PlacedProblem =
  | { code: 'notObject' }
  | { code: 'emptyText' | 'notList' | 'notFlag'; field: FileField }
  | { code: 'notText' | 'notTime'; field: FileField }
  | { code: 'tooLong'; field: FileField; most: number }
  /** A grade not on the profile's scale: its grades as the file may give them ('O (10)'). */
  | { code: 'oneOf'; field: FileField; options: readonly string[] }
  | { code: 'idTwice'; id: string }
  | { code: 'idInvalid' | 'idTooLong' | 'gradeMemo' | 'scaleChoice' | 'quickAndSubj' }
  | { code: 'creditStep'; step: number }
  | { code: 'creditMax'; most: number }
  | { code: 'unknownScale'; preset: string }
  | { code: 'customScale'; problem: ScaleProblem }
  // The limits of limits.ts, said by limit-texts.ts.
  | {
      code: 'semNameLong' | 'subjNameLong' | 'tooManySems' | 'tooManySubjs' | 'semCredits';
      most: number;
    }
  | { code: 'sgpaRange'; max: number; places: number };

export type ImportProblem =
  | { code: 'notExport' | 'noProfiles' }
  | { code: 'version'; version: string }
  | (PlacedProblem & { at: FilePlace });
