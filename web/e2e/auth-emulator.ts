import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const firebaseCli = fileURLToPath(new URL('../../tools/firebase-emulator/node_modules/.bin/firebase', import.meta.url));
export const EMULATOR_PROJECT = 'demo-stezhka';

/** A port nobody listens on right now (`preferred` if it is free). */
async function freePort(preferred = 0): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | null>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => {
        const { port: bound } = server.address() as { port: number };
        server.close(() => resolve(bound));
      });
    });
  return (preferred && (await tryPort(preferred))) || (await tryPort(0))!;
}

async function isReady(host: string): Promise<boolean> {
  try {
    const body = (await (await fetch(`http://${host}/`)).json()) as { authEmulator?: { ready?: boolean } };
    return !!body.authEmulator?.ready;
  } catch {
    return false;
  }
}

/**
 * Starts the real Firebase Auth emulator (project demo-stezhka) on free ports (9099 if it is
 * free) and resolves with its `host:port` once it answers.
 */
export async function startAuthEmulator(): Promise<{ host: string; stop: () => Promise<void> }> {
  if (!existsSync(firebaseCli)) throw new Error(`${firebaseCli} is missing: run 'make emulator' first`);
  const [auth, hub, logging] = [await freePort(9099), await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'stezhka-auth-emulator-'));
  writeFileSync(
    join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: auth },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const child: ChildProcess = spawn(
    firebaseCli,
    ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT, '--config', join(dir, 'firebase.json')],
    // CI=1 keeps the CLI from fetching its message of the day over the network.
    { cwd: dir, env: { ...process.env, CI: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const host = `127.0.0.1:${auth}`;
  const deadline = Date.now() + 90_000;
  while (!(await isReady(host))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The Auth emulator did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }

  return {
    host,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGINT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The server's environment for signing in against the emulator at `host`. */
export function emulatorServerEnv(host: string): Record<string, string> {
  return {
    FIREBASE_API_KEY: 'demo-stezhka-e2e-key',
    FIREBASE_AUTH_DOMAIN: `${EMULATOR_PROJECT}.firebaseapp.com`,
    FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
    FIREBASE_AUTH_EMULATOR_HOST: host,
  };
}
