import { fileURLToPath } from 'node:url';
import { cloudConfigFromEnv } from '../packages/cloud/src/config.ts';
import { describeEmulators, startEmulators } from './emulators.ts';
import { startStaticServer } from './static-server.ts';

// `npm start`: serves the built site (dist/site) on http://127.0.0.1:4321, or on $PORT, with the
// Firebase emulators it was built against (scripts/emulators.ts), unless PUBLIC_FIREBASE_*
// variables name a real project. Ctrl+C exits; scripts/emulators.ts stops the emulators first.
const root = fileURLToPath(new URL('../dist/site/', import.meta.url));
const emulators =
  cloudConfigFromEnv(process.env).emulators === null
    ? null
    : await startEmulators().catch((error: Error) => {
        console.error(error.message);
        process.exit(1);
      });
const server = await startStaticServer(root, Number(process.env.PORT ?? 4321)).catch(
  async (error: Error) => {
    await emulators?.stop();
    console.error(error.message);
    process.exit(1);
  },
);
console.log(`CampusCalc is running at ${server.url}/`);
for (const line of emulators ? describeEmulators(emulators) : []) console.log(line);
console.log('Ctrl+C stops it.');
