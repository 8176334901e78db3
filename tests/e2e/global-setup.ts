import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startStaticServer } from '../../scripts/static-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
  }
}

/** Serves dist/site for the whole run and hands its URL to the tests. */
export default async function setup(project: TestProject) {
  const root = fileURLToPath(new URL('../../dist/site/', import.meta.url));
  if (!existsSync(`${root}index.html`)) {
    throw new Error('dist/site is missing: run `npm run build` before the end-to-end tests.');
  }
  const server = await startStaticServer(root);
  project.provide('siteUrl', server.url);
  return () => server.close();
}
