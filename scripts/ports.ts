import { connect, createServer, type AddressInfo, type Server } from 'node:net';

/** A port a command listens on: where, what for, and the variable that moves it elsewhere. */
export interface PortNeed {
  what: string;
  host: string;
  port: number;
  variable: string;
}

/** Whether something accepts connections on the port. */
export function portAnswers({ host, port }: { host: string; port: number }): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The needed ports something already answers on, all asked at once. */
export async function busyPorts(needs: readonly PortNeed[]): Promise<PortNeed[]> {
  const answers = await Promise.all(needs.map(portAnswers));
  return needs.filter((_, index) => answers[index]);
}

/** One message naming every busy port, what it was wanted for, and how to choose another. */
export function busyPortsMessage(busy: readonly PortNeed[]): string {
  const lines = busy.map(
    ({ what, host, port, variable }) =>
      `  port ${port} on ${host}, for ${what} (another port: ${variable})`,
  );
  const count = busy.length === 1 ? 'A port it needs is' : `${busy.length} ports it needs are`;
  return [
    `${count} in use (by another run, or its emulators?):`,
    ...lines,
    'Stop what uses them, or choose other ports with the variables named.',
  ].join('\n');
}

/**
 * `count` distinct ports that were free a moment ago, for runs that must not collide with the
 * default ports or with each other (the tests).
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = createServer();
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
    }
    return servers.map((server) => (server.address() as AddressInfo).port);
  } finally {
    await Promise.all(
      servers.map((server) => new Promise((resolve) => server.close(() => resolve(undefined)))),
    );
  }
}
