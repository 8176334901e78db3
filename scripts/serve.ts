import { fileURLToPath } from 'node:url';
import { startSiteEmulators } from './emulators.ts';
import { sitePort } from './start-ports.ts';
import { startStaticServer } from './static-server.ts';

// `npm start`: serves the built site (dist/site) on http://127.0.0.1:4321, or on $PORT, with the
// Firebase emulators it was built against (scripts/emulators.ts), unless PUBLIC_FIREBASE_*
// variables name a real project. Ctrl+C exits; scripts/emulators.ts stops the emulators first.
const root = fileURLToPath(new URL('../dist/site/', import.meta.url));
const emulators = await startSiteEmulators();
const server = await startStaticServer(root, sitePort(process.env)).catch(async (error: Error) => {
  await emulators?.stop();
  console.error(error.message);
  process.exit(1);
});
console.log(`CampusCalc is running at ${server.url}/`);
console.log('Ctrl+C stops it.');
