import { CALCULATOR_PAGES } from './routes';

/**
 * The About page's text and links, in one place: the site's operator replaces this file with their
 * own bio and contact links. What ships describes CampusCalc itself, not a person; its links to the
 * calculators are the navigation's (routes.ts).
 */
export interface AboutLink {
  label: string;
  href: string;
}

export interface AboutSection {
  heading: string;
  paragraphs: string[];
  links?: readonly AboutLink[];
}

export interface AboutContent {
  /** The page's h1 and document title. */
  title: string;
  /** The meta description and the lead line under the title. */
  summary: string;
  sections: AboutSection[];
}

export const about: AboutContent = {
  title: 'About CampusCalc',
  summary: 'Free calculators for students, to use on this site or to embed in any page.',
  sections: [
    {
      heading: 'What it is',
      paragraphs: [
        'CampusCalc is a small set of calculators for students. They run in your browser, need no account and make no network requests of their own.',
      ],
    },
    {
      heading: 'The calculators',
      paragraphs: [
        'A GPA calculator on the 10-point scale with semesters, subjects, credits, cumulative GPA and named profiles; a speed, distance and time calculator in metric or imperial units; an exact matrix determinant calculator up to 5 × 5; and a number converter between decimal, binary, octal and hexadecimal.',
      ],
      links: CALCULATOR_PAGES,
    },
    {
      heading: 'Embed a calculator',
      paragraphs: [
        'Every calculator is a custom element: one script tag puts it in any page, with attributes for its starting values, a light or dark theme and CSS custom properties for its colours.',
      ],
      links: [{ label: 'Snippets and live previews', href: '/embed' }],
    },
    {
      heading: 'Source and problems',
      paragraphs: [
        'CampusCalc is built from the source repository this site was deployed from; its README explains how to run and test it.',
        'Found a mistake or something that does not work? Please report a problem through the issue tracker of this repository.',
      ],
    },
  ],
};
