import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** JSX typings for the Shoelace elements the widgets use as plain tags (their React wrappers cost 3 kB). */
type ShoelaceProps<Extra> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Extra;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sl-icon': ShoelaceProps<{ name?: string; label?: string; library?: string }>;
      'sl-icon-button': ShoelaceProps<{
        name?: string;
        label?: string;
        library?: string;
        disabled?: boolean;
      }>;
    }
  }
}
