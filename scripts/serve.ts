import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server.ts';

// `npm start`: serves the built site (dist/site) on http://127.0.0.1:4321, or on $PORT.
const root = fileURLToPath(new URL('../dist/site/', import.meta.url));
const server = await startStaticServer(root, Number(process.env.PORT ?? 4321));
console.log(`CampusCalc is running at ${server.url}/  (Ctrl+C stops it)`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await server.close();
    process.exit(0);
  });
}
