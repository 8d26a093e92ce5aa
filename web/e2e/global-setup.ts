import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { emulatorServerEnv, startAuthEmulator } from './auth-emulator';

const binary = fileURLToPath(new URL('../../server/target/release/stezhka', import.meta.url));
/** The same app with one changed text (e2e/build-second-version.sh), for the update test. */
export const SECOND_VERSION_BINARY = fileURLToPath(new URL('../../server/target/e2e-v2/stezhka', import.meta.url));

/** Starts `binary` with `env` on a free port and resolves with its base URL once it listens. */
export function startServer(
  env: Record<string, string> = {},
  executable = binary,
): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(executable, [], {
      env: { ...process.env, STEZHKA_ADDR: '127.0.0.1:0', RUST_LOG: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const timer = setTimeout(() => reject(new Error('the server did not start within 10 s')), 10_000);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening on (http:\/\/[\d.:]+)/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, child });
      }
    });
  });
}

export default async function globalSetup() {
  // Sign-in is tested against the real Firebase Auth emulator; the server points the app at it.
  const emulator = await startAuthEmulator();
  process.env.STEZHKA_AUTH_EMULATOR_HOST = emulator.host;
  const { url, child } = await startServer({
    ...emulatorServerEnv(emulator.host),
    ...(process.env.STEZHKA_E2E_ENV ? JSON.parse(process.env.STEZHKA_E2E_ENV) : {}),
  }).catch(async (error: unknown) => {
    await emulator.stop();
    throw error;
  });
  process.env.STEZHKA_BASE_URL = url;
  return async () => {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
    await emulator.stop();
  };
}
