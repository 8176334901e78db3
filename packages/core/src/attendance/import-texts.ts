/**
 * What the attendance calculator's Import says, in English: a module of its own so that it
 * travels with Import's chunk, loaded when a file is chosen, and not in every embed's first load.
 */
import { textModule } from '../i18n/texts';

export const attendanceImportTexts = textModule('attendance-import', {
  notASheet:
    'This file is not an attendance sheet the calculator can read: choose a file it exported.',
  imported: (subjects: string) => `Imported ${subjects}.`,
  replaceAsk: (mine: string, theirs: string) => `Replace your ${mine} with the file’s ${theirs}?`,
  replace: 'Replace',
  keepMine: 'Keep mine',
});
