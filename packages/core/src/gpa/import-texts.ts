/**
 * What the GPA element says of a file it cannot import as a whole, in English: the reader
 * (transfer.ts) and the import's checks (profile-import.ts) refuse it with these. Their other
 * refusals name the file's field that is wrong ('Profile 2: isDefault must be true or false'),
 * written for whoever edited the file, and stay as the reader words them.
 */
import { textModule } from '../i18n/texts';

export const importTexts = textModule('gpa-import', {
  notExport: 'Not a CampusCalc GPA export',
  noProfiles: 'The file contains no profiles',
});
