import { elementApi, resultChangeEvent } from '#ui/element/element-api.ts';
// The ids of the presets a student can choose (what the picker finds them by is not used here).
import CURRENT_PRESETS from '#core/gpa/scales/presets/preset-finder.json';
import { workingAttribute, workingParts } from '#ui/working/working-api.ts';
import type { GpaCalculatorProps } from './gpa-calculator';

export const GPA_CHANGE_EVENT = 'gpa-change';

/** Written out in full because the generated declarations cannot import the component's types. */
const GPA_DETAIL_TYPE =
  '{ profileId: string; profileName: string; semesters: { id: string; name: string; gpa: string; credits: number }[]; cumulativeGpa: string; totalCredits: number; creditsAttempted: number; totalSubjects: number; scale: { id: string; name: string }; percentage: string | null; classification: string | null }';

export const gpaCalculatorApi = elementApi<GpaCalculatorProps>({
  tag: 'gpa-calculator',
  className: 'GpaCalculatorElement',
  summary:
    "Semester GPA and cumulative GPA on each profile's grade scale (CampusCalc's 10-point scale, or a university's: VTU, KTU, Anna University and more), with backlogs and later attempts, named profiles kept in the browser, a trend chart, CGPA to percentage by the scale's rule, a 4-point conversion, and export, import and print.",
  attributes: [
    {
      name: 'storage-key',
      prop: 'storageKey',
      type: 'string',
      tsType: 'string',
      default: "''",
      description:
        'Which set of profiles on this device the element uses. Elements with the same key (or none) share one set and see the edits of the others at once; give elements different keys to keep their profiles apart. Changing it loads that set.',
    },
    {
      name: 'welcome',
      prop: 'welcome',
      type: 'boolean',
      tsType: 'boolean',
      default: 'false',
      description:
        "Says 'Welcome! Created your first profile.' when the element creates a visitor's first profile. Off by default, so an embedded calculator raises no message as the page loads.",
    },
    {
      name: 'preset',
      prop: 'preset',
      type: 'string',
      tsType: 'string',
      default: "''",
      description: `The grade scale new profiles start on, for a portal that serves one university: one of ${CURRENT_PRESETS.map(
        (preset) => `'${preset.id}'`,
      ).join(
        ', ',
      )}. Profiles already made keep theirs. Unknown ids are reported in the console and ignored (SPEC's 10-point scale is used).`,
    },
    {
      name: 'lock-scale',
      prop: 'lockScale',
      type: 'boolean',
      tsType: 'boolean',
      default: 'false',
      description:
        "Hides the choice of grade scale: each profile stays on the scale it has (with `preset` or `scale`, the one the portal gives). The scale's name and sources stay visible.",
    },
    workingAttribute,
    {
      name: 'readonly',
      prop: 'readOnly',
      type: 'boolean',
      tsType: 'boolean',
      default: 'false',
      description:
        'View only: a Read-Only badge, the GPA summary and every semester as a table of its subjects, with no edit controls. Profiles shared read-only are shown this way without it.',
    },
  ],
  properties: [
    {
      name: 'scale',
      tsType: 'GradeScale',
      typesFrom: 'packages/core/src/gpa/scales/scale-types.ts',
      description:
        "A custom grade scale new profiles start on (a college's own rules, e.g. the `scale` of a file the scale editor exports), checked as an imported scale; before `preset`. Refused scales are reported in the console with the problem ('Grade 3: points must be from 0 to 10').",
    },
    {
      name: 'store',
      tsType: 'GpaStore',
      typesFrom: 'packages/core/src/gpa/store.ts',
      description:
        'Where profiles come from and edits go (the GpaStore port of packages/core/src/gpa/store.ts), e.g. an account-backed store; sharing sections appear when it has `sharing`. Set it before the element is connected, or its device profiles are loaded first. Default: the device store of `storage-key`.',
    },
  ],
  events: [
    {
      name: GPA_CHANGE_EVENT,
      prop: 'onGpaChange',
      detailType: GPA_DETAIL_TYPE,
      description:
        "The GPA figures of the shown profile changed: on load, after an edit (here, in another element with the same `storage-key`, or in another tab), on switching profile and on changing its grade scale. Every figure follows the profile's grade scale, named by `scale` (`id` is a preset's id such as 'vtu-2022', 'spec-default' for CampusCalc's default, or a custom scale's own). GPAs have the scale's decimals, 2 on every preset ('0.00' without credits). `percentage` is the CGPA converted by the scale's own rule ('77.50'; on the default scale CGPA × 9.5, whatever conversion the percentage card shows), null where the scale has no conversion or there is no CGPA yet; `classification` is the scale's class for the CGPA ('First Class'), null where it gives none. A subject taken again counts once: `totalCredits` and `totalSubjects` are the summary's Total Credits and Total Subjects (each subject once, as the CGPA counts it; a failed attempt cleared later is not counted again), `creditsAttempted` the credits of every attempt listed, and each semester's `credits` what its own GPA divides by.",
    },
    resultChangeEvent(
      GPA_DETAIL_TYPE,
      `Raised with \`${GPA_CHANGE_EVENT}\`, with the same detail: the event every CampusCalc element raises when its result changes.`,
    ),
  ],
  parts: [
    {
      name: 'profile-selector',
      description: 'The button naming the profile; it opens the drawer.',
    },
    { name: 'read-only', description: "The 'Read-Only' badge." },
    { name: 'drawer', description: 'The profile drawer (a modal dialog at the bottom).' },
    { name: 'profile', description: 'One profile in the drawer.' },
    {
      name: 'summary',
      description: 'The cumulative GPA with the counts of semesters, subjects and credits.',
    },
    { name: 'gpa-circle', description: 'The circle with the cumulative GPA.' },
    { name: 'saving', description: "The 'Saving...' indicator." },
    {
      name: 'plan',
      description: "The 'Plan ahead' button: a target CGPA's plan, marks to grade.",
    },
    {
      name: 'marks-tools',
      description:
        "The 'Marks tools' button, on a scale with marks bands: marks to grade, end-semester marks.",
    },
    { name: 'semester-tabs', description: 'The row of semester tabs and Add Semester.' },
    { name: 'semester-tab', description: 'One semester tab: its name and GPA.' },
    { name: 'add-semester', description: 'The Add Semester button.' },
    { name: 'subject-form', description: 'The form that adds or updates a subject.' },
    { name: 'semester', description: 'The card of the selected semester.' },
    { name: 'subject', description: 'One subject card: grade, credits and points.' },
    {
      name: 'empty',
      description: "The empty states: 'No semesters added yet', 'No subjects added yet'.",
    },
    { name: 'trend', description: 'The semester trend chart.' },
    {
      name: 'scale',
      description: "The profile's grade scale ('Grade scale' and its name) with its Change button.",
    },
    {
      name: 'backlogs',
      description: 'The counts of active and cleared backlogs, when there are any.',
    },
    { name: 'percentage', description: "CGPA to percentage (by the profile's scale)." },
    { name: 'four-point', description: 'The CGPA on a 4-point scale, named by its method.' },
    { name: 'transfer', description: 'Export, import and print.' },
    { name: 'what-if-toggle', description: "The 'What if…' button." },
    { name: 'what-if', description: 'The what-if panel: grades and SGPAs tried without saving.' },
    {
      name: 'what-if-bar',
      description: 'Saved and what-if figures, with Keep changes and Discard.',
    },
    { name: 'what-if-keep', description: "The what-if's 'Keep changes' button." },
    { name: 'what-if-discard', description: "The what-if's 'Discard' button." },
    { name: 'what-if-subject', description: 'A subject in the what-if panel.' },
    ...workingParts,
  ],
  // A university portal's calculator: the two attributes such a page needs most, shown in every
  // snippet /embed hands out (the iframe page takes them from its query).
  example:
    '<gpa-calculator storage-key="my-college" preset="anna-r2021" lock-scale></gpa-calculator>',
  languages: ['hi', 'mr', 'ta', 'te', 'kn', 'bn'],
  title: 'GPA calculator',
  frameHeight: 2440,
});
