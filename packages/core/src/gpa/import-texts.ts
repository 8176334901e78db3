/**
 * What the GPA element says of a profiles file it cannot import (import-problems.ts), in English:
 * the reader (transfer.ts) and the import's checks (profile-import.ts) refuse it with these. A
 * problem of a field names the field as the file writes it ('Profile 2: isDefault must be true or
 * false'), for whoever edited the file; what is wrong with it is often said as a scale file's is
 * (scale-file-texts.ts), a limit as limit-texts.ts says it.
 */
import { textModule } from '../i18n/texts';
import type { FileField, FilePlace, ImportProblem, PlacedProblem } from './import-problems';
import type { LimitTexts } from './limit-texts';
import { limitTexts } from './limit-texts';
import { GRADE_MEMO_MESSAGE } from './scales/grade-memo';
import type { ScaleFileTexts } from './scales/scale-file-texts';
import { scaleFault, scaleFileTexts, scaleProblemText } from './scales/scale-file-texts';

/** The fields whose name in the file is not a word. */
const FIELDS: Partial<Record<FileField, string>> = { subjectName: 'subject name' };

export const importTexts = textModule('gpa-import', {
  notExport: 'Not a CampusCalc GPA export',
  noProfiles: 'The file contains no profiles',
  version: (version: string) => `Unsupported export version: ${version}`,
  // Where in the file: 'Profile 2, semester 1, subject 3: …'.
  profile: (number: number) => `Profile ${number}`,
  semester: (place: string, number: number) => `${place}, semester ${number}`,
  subject: (place: string, number: number) => `${place}, subject ${number}`,
  /** A part read on its own, by its name in the file: 'Profile 1, copiedFrom'. */
  part: (place: string, part: string) => `${place}, ${part}`,
  at: (place: string, problem: string) => `${place}: ${problem}`,
  field: (field: FileField) => FIELDS[field] ?? field,
  // What is wrong, where a scale file's words do not say it.
  notText: 'must be a text',
  notTime: 'must be a time in milliseconds',
  idTwice: (id: string) => `id ${id} is used twice`,
  idInvalid: 'id must be valid text',
  idTooLong: 'id is too long',
  creditStep: (step: number) => `credits must be 0 or more, in steps of ${step}`,
  creditMax: (most: number) => `credits must be at most ${most}`,
  gradeMemo: GRADE_MEMO_MESSAGE,
  unknownScale: (preset: string) => `unknown grade scale '${preset}'`,
  scaleChoice: 'scale must name a preset or hold a custom scale',
  /** `problem` names the scale's field as the file writes it (scale-file-texts.ts). */
  customScale: (problem: string) => `custom scale: ${problem}`,
});

export type ImportTexts = typeof importTexts.en;

/** 'Profile 2, semester 1, subject 3', 'Profile 1, copiedFrom'. */
function placeText({ profile, semester, subject, part }: FilePlace, texts: ImportTexts): string {
  let place = texts.profile(profile);
  if (semester !== undefined) place = texts.semester(place, semester);
  if (subject !== undefined) place = texts.subject(place, subject);
  return part === undefined ? place : texts.part(place, part);
}

function placedText(
  problem: PlacedProblem,
  texts: ImportTexts,
  limits: LimitTexts,
  scale: ScaleFileTexts,
): string {
  switch (problem.code) {
    case 'notObject':
    case 'emptyText':
    case 'notList':
    case 'notFlag':
    case 'tooLong':
    case 'oneOf': {
      const fault = scaleFault(problem, scale);
      return 'field' in problem ? scale.problem(texts.field(problem.field), fault) : fault;
    }
    case 'notText':
    case 'notTime':
      return scale.problem(texts.field(problem.field), texts[problem.code]);
    case 'idTwice':
      return texts.idTwice(problem.id);
    case 'creditStep':
      return texts.creditStep(problem.step);
    case 'creditMax':
      return texts.creditMax(problem.most);
    case 'unknownScale':
      return texts.unknownScale(problem.preset);
    case 'customScale':
      return texts.customScale(scaleProblemText(problem.problem, scale));
    case 'semNameLong':
    case 'subjNameLong':
    case 'tooManySems':
    case 'tooManySubjs':
    case 'semCredits':
      return limits[problem.code](String(problem.most));
    case 'sgpaRange':
      return limits.sgpaRange(String(problem.max), String(problem.places));
    case 'quickAndSubj':
      return limits.quickAndSubj;
    default:
      return texts[problem.code];
  }
}

/** Why a profiles file is refused, in the texts' language (English unless given others). */
export function sayImportProblem(
  problem: ImportProblem,
  texts: ImportTexts = importTexts.en,
  limits: LimitTexts = limitTexts.en,
  scale: ScaleFileTexts = scaleFileTexts.en,
): string {
  switch (problem.code) {
    case 'notExport':
    case 'noProfiles':
      return texts[problem.code];
    case 'version':
      return texts.version(problem.version);
    default:
      return texts.at(placeText(problem.at, texts), placedText(problem, texts, limits, scale));
  }
}
