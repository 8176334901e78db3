import { elementApi, resultChangeEvent } from '../../packages/ui/src/element/element-api';
import { urlInputsAttribute } from '../../packages/ui/src/element/url-inputs-attribute';
import { workingAttribute, workingParts } from '../../packages/ui/src/working/working-api';
import { MAX_CLASSES } from '../../packages/core/src/attendance/sheet-outcome';
import type { AttendanceCalculatorProps } from './attendance-calculator';

const rule = (what: string) =>
  `${what} Without \`lock-rules\` it is where a new sheet starts, and the student may change it; changing the attribute starts the sheet again with it.`;

/** `<attendance-calculator>`: where a student stands against the attendance requirement. */
export const attendanceCalculatorApi = elementApi<AttendanceCalculatorProps>({
  tag: 'attendance-calculator',
  className: 'AttendanceCalculatorElement',
  summary:
    'Attendance against the college requirement, subject by subject: the percentage now, the classes she may miss or must attend in a row, and what the classes to come allow, with the working.',
  attributes: [
    {
      name: 'required',
      prop: 'required',
      type: 'string',
      tsType: 'string',
      default: "'75'",
      description: rule(
        'The attendance required, a percentage above 0 and at most 100 with up to 2 decimals.',
      ),
    },
    {
      name: 'rounding',
      prop: 'rounding',
      type: 'string',
      tsType: "'exact' | 'whole'",
      default: "'exact'",
      description: rule(
        'How the college compares: `exact` (74.99 % is short of 75 %) or `whole`, the percentage rounded half up to a whole percent first (74.5 % counts as 75 %).',
      ),
    },
    {
      name: 'condonation',
      prop: 'condonation',
      type: 'string',
      tsType: 'string',
      default: "''",
      description: rule(
        'The lower ends of the condonation bands below the requirement, as `65` or `65, 60`: a shortage down to one may be condoned (for a fee, on medical grounds).',
      ),
    },
    {
      name: 'leave-limit',
      prop: 'leaveLimit',
      type: 'string',
      tsType: 'string',
      default: "''",
      description: rule(
        'How many classes of leave (medical, duty) count as attended in a subject; each subject then has a Leave field. Empty: leave does not count.',
      ),
    },
    {
      name: 'per-subject',
      prop: 'perSubject',
      type: 'boolean',
      tsType: 'boolean',
      default: 'false',
      description: rule('Each subject may have its own requirement.'),
    },
    {
      name: 'overall',
      prop: 'overall',
      type: 'boolean',
      tsType: 'boolean',
      default: 'false',
      description: rule(
        'The college also counts all subjects together: the sheet shows that standing too.',
      ),
    },
    {
      name: 'lock-rules',
      prop: 'lockRules',
      type: 'boolean',
      tsType: 'boolean',
      default: 'false',
      description:
        "Fixes the rules to the attributes' and hides their fields, as `lock-scale` does for the GPA calculator's scale; a line says what they are.",
    },
    {
      name: 'held',
      prop: 'held',
      type: 'string',
      tsType: 'string',
      default: "''",
      description: `The first subject's classes held, a whole number up to ${MAX_CLASSES}, as a portal knows it. With \`held\` or \`attended\`, the sheet is the page's: it is not saved on the device, nor replaced by the saved one.`,
    },
    {
      name: 'attended',
      prop: 'attended',
      type: 'string',
      tsType: 'string',
      default: "''",
      description: "The first subject's classes attended, as `held`.",
    },
    {
      name: 'storage-key',
      prop: 'storageKey',
      type: 'string',
      tsType: 'string',
      default: "''",
      description:
        "Which sheet on this device the element keeps ('{storage-key}.attendanceSheet' in localStorage), as the GPA calculator's profiles: elements with different keys keep different sheets.",
    },
    workingAttribute,
    urlInputsAttribute('`?required=80&s=Physics:40:28;Maths:38:30`'),
  ],
  properties: [
    {
      name: 'store',
      tsType: 'AttendanceStore',
      typesFrom: 'packages/core/src/attendance/store.ts',
      description:
        "Where the sheet is kept instead of the device (the AttendanceStore port of packages/core/src/attendance/store.ts), e.g. the site's account store. Set it before the element is connected. The element shows a loading line until the store's sheet arrives, saves nothing before, and saves once typing pauses.",
    },
  ],
  events: [
    resultChangeEvent(
      "{ subjects: ({ name: string; percentage: string; state: 'safe' | 'reachable' | 'unreachable' | 'no-classes' } | null)[]; overall: { percentage: string; state: 'safe' | 'reachable' | 'unreachable' | 'no-classes' } | null }",
      'A standing changed: each subject worked out (`percentage` as shown, `74.46`; null for a subject not worked out), and all subjects together where the rules count them so.',
    ),
  ],
  parts: [
    { name: 'rules', description: "The college rules' section." },
    { name: 'fixed-rules', description: 'The line naming the rules, with `lock-rules`.' },
    { name: 'semester', description: 'The section of the last teaching day and holidays.' },
    { name: 'subjects', description: 'The list of subjects.' },
    { name: 'subject', description: 'One subject: its fields and standing.' },
    { name: 'held', description: 'A subject’s Classes held field.' },
    { name: 'attended', description: 'A subject’s Classes attended field.' },
    {
      name: 'standing',
      description: 'A subject’s standing: percentage, state and what it allows.',
    },
    { name: 'standing-percentage', description: 'A subject’s percentage.' },
    {
      name: 'standing-state',
      description: 'A subject’s state: Safe, Short, Not reachable this semester.',
    },
    { name: 'overall', description: 'All subjects together, where the rules count them so.' },
    {
      name: 'message',
      description: 'What keeps a subject from being worked out; empty otherwise.',
    },
    { name: 'add-subject', description: 'The Add subject button.' },
    { name: 'copy-button', description: 'The Copy button, which copies every standing as text.' },
    {
      name: 'notice',
      description: 'A notice about the saved sheet (a link’s sheet, an unreadable one).',
    },
    ...workingParts,
  ],
  example: '<attendance-calculator held="40" attended="28"></attendance-calculator>',
  languages: ['hi', 'mr', 'ta', 'te', 'kn', 'bn'],
  title: 'Attendance Calculator',
  // The example's height in the /embed page's iframe at a phone's 390 px (818 px), and 3% more.
  frameHeight: 845,
});
