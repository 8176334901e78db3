import { onLog } from 'firebase/app';
import { setLogLevel } from 'firebase/firestore';
import { beforeEach } from 'vitest';
import { reconnectClouds } from './cloud';

/**
 * The Firestore emulator now and then sends a listener a frame whose length prefix is garbage
 * (firebase-tools issue 8654, open; here about one run in two on a busy machine): the SDK ends the
 * stream with RESOURCE_EXHAUSTED, "Received message larger than max (455215882 vs 17825792)",
 * and, as it must when a server says it is overloaded, waits its longest back-off, 60 to 90 s,
 * before it listens again. A test waiting for a live update then fails for the emulator's fault.
 *
 * So the tests hear the SDK's warnings (kept off the output, where every refused write would print
 * one) and, on that one alone, reconnect their clients at once and say so in the output: a live
 * update late for any other reason still fails its test, and prints what the SDK warned of during
 * it (a stream refused, the client gone offline). `FIRESTORE_DEBUG=1` prints all the SDK says
 * instead, for a stream that stalls.
 */
const CORRUPTED_FRAME = /RESOURCE_EXHAUSTED: Received message larger than max/;

const firestoreDebug = Boolean(process.env.FIRESTORE_DEBUG);

let reconnecting: Promise<void> | null = null;

/** What the SDK warned of during the current test. */
let warnings: string[] = [];

/** Run before each test file (a setup file): the SDK's level, the handler (replaced), the hooks. */
function watchForCorruptedFrames(): void {
  setLogLevel(firestoreDebug ? 'debug' : 'warn');
  onLog(
    ({ type, message }) => {
      if (type !== '@firebase/firestore') return;
      warnings.push(`${new Date().toISOString()} ${message}`);
      if (!CORRUPTED_FRAME.test(message)) return;
      reconnecting ??= (async () => {
        console.warn(
          'The Firestore emulator sent a listener a corrupted frame (firebase-tools#8654): ' +
            'the test clients reconnect instead of waiting out the SDK’s 60 s back-off.',
        );
        // After the SDK has closed the stream and begun its back-off, which a reconnect resets.
        await new Promise((resolve) => setTimeout(resolve, 100));
        await reconnectClouds();
        reconnecting = null;
      })();
    },
    { level: 'warn' },
  );
  beforeEach(({ onTestFailed }) => {
    warnings = [];
    onTestFailed(() => {
      if (warnings.length > 0) console.error(['Firestore warned:', ...warnings].join('\n'));
    });
  });
}

watchForCorruptedFrames();
