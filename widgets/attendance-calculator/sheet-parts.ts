/**
 * The parts of the sheet loaded on demand, each the first time it is asked for (OnDemand): most
 * students keep the college's rules and the semester closed, and never export or import.
 */

/** The fields of the rules and of the semester, one chunk: opening either brings both. */
export const loadRulesFields = () =>
  import('./section-fields').then((module) => module.RulesFields);
export const loadSemesterFields = () =>
  import('./section-fields').then((module) => module.SemesterFields);
/** Export, and Import's reading of the file chosen and its question, one chunk. */
export const loadSheetImport = () =>
  import('./sheet/sheet-file').then((module) => module.SheetImport);
export const loadSheetExport = () =>
  import('./sheet/sheet-file').then((module) => module.exportSheet);
