import { afterEach, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>).__FIREBASE_DEFAULTS__;
});

// Only tests that run in jsdom render or store anything; the rest run in Node (vite.config.ts).
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}
