import { afterEach, expect } from 'vitest';
import { takePolicyViolations } from './browser.ts';

// Every test runs under the site's Content-Security-Policy (firebase.json's headers and each page's
// own policy): one that the site's code breaks fails the test that met it.
afterEach(() => {
  expect(takePolicyViolations(), 'Content-Security-Policy violations').toEqual([]);
});
