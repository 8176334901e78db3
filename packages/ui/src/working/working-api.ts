/**
 * The `working` attribute and the parts of the 'Show working' control (show-working.tsx), the
 * same on every calculator that shows its working. Free of DOM and React, as element-api.ts.
 */
import type { AttributeApi, NamedDoc } from '../element/element-api';

export interface WorkingProps {
  working?: string;
}

export const workingAttribute: AttributeApi<WorkingProps> = {
  name: 'working',
  prop: 'working',
  type: 'string',
  tsType: "'closed' | 'open' | 'hidden'",
  default: "'closed'",
  description:
    "The working behind the result: `closed` (default) behind a 'Show working' button, `open` shown at once, `hidden` not offered.",
};

export const workingParts: readonly NamedDoc[] = [
  { name: 'working-toggle', description: "The 'Show working' / 'Hide working' button." },
  { name: 'working', description: 'The working: numbered steps, tables and the result line.' },
  { name: 'working-result', description: 'The last line of the working: the result as shown.' },
  {
    name: 'working-more',
    description:
      "The 'Show … more rows' button in a long table, which shows more of the rows between its first and last.",
  },
  { name: 'working-copy', description: "The 'Copy working' button, which copies it as text." },
];
