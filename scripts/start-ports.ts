import { cloudConfigFromEnv } from '../packages/cloud/src/config.ts';
import { emulatorPortNeeds } from './emulators.ts';
import { busyPorts, busyPortsMessage, type PortNeed } from './ports.ts';

/**
 * The ports `npm start` listens on, checked all at once before it builds (`node
 * scripts/start-ports.ts && npm run build && ...`), so that a newcomer hears of every busy one in
 * one message rather than of one a build.
 */
export const DEFAULT_SITE_PORT = 4321;

/** The site's port: $PORT, else DEFAULT_SITE_PORT. */
export function sitePort(env: NodeJS.ProcessEnv): number {
  const value = env.PORT ?? String(DEFAULT_SITE_PORT);
  if (!/^\d+$/.test(value)) throw new Error(`PORT must be a port number (it is "${value}").`);
  return Number(value);
}

/** The site's port and, unless PUBLIC_FIREBASE_* variables name a real project, the emulators'. */
export function startPortNeeds(env: NodeJS.ProcessEnv): PortNeed[] {
  const site = { what: 'the site', host: '127.0.0.1', port: sitePort(env), variable: 'PORT' };
  return cloudConfigFromEnv(env).emulators === null ? [site] : [site, ...emulatorPortNeeds(env)];
}

if (import.meta.main) {
  try {
    const busy = await busyPorts(startPortNeeds(process.env));
    if (busy.length > 0) {
      console.error(`npm start cannot run: ${busyPortsMessage(busy)}`);
      process.exit(1);
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
