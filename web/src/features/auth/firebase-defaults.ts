/** What the server injects into every page as `globalThis.__FIREBASE_DEFAULTS__` (read in effects only). */
interface FirebaseDefaults {
  config?: { apiKey?: string; authDomain?: string; projectId?: string };
  emulatorHosts?: { auth?: string };
}

function defaults(): FirebaseDefaults | undefined {
  return (globalThis as { __FIREBASE_DEFAULTS__?: FirebaseDefaults }).__FIREBASE_DEFAULTS__;
}

/** True when the server was started with a Firebase project (or the emulator) configured. */
export function isFirebaseConfigured(): boolean {
  const config = defaults()?.config;
  return !!(config?.apiKey && config.authDomain && config.projectId);
}

/** True when sign-in goes to the local Auth emulator rather than Google. */
export function usesAuthEmulator(): boolean {
  return !!defaults()?.emulatorHosts?.auth;
}
