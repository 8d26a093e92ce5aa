import { describe, expect, it } from 'vitest';
import { keptPath, pageHeaders } from './offline-pages';

describe('the offline copy’s pages', () => {
  it('are kept and looked up by their path, a trailing slash and the query left out', () => {
    expect(keptPath('/')).toBe('/');
    expect(keptPath('/quiz')).toBe('/quiz');
    expect(keptPath('/quiz/')).toBe('/quiz');
    expect(keptPath('/class/sheet//')).toBe('/class/sheet');
    expect(keptPath('//')).toBe('/');
  });

  it('carry the security headers the server sent with the pages file, and none of the file’s own', () => {
    const file = new Headers({
      'content-type': 'application/json',
      'content-length': '21000',
      'content-encoding': 'br',
      etag: '"abc"',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
      'content-security-policy': "default-src 'none'; style-src 'self' 'sha256-x'",
      'permissions-policy': 'camera=(), microphone=()',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
    });
    const page = pageHeaders(file);
    expect(Object.fromEntries(page)).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; style-src 'self' 'sha256-x'",
      'permissions-policy': 'camera=(), microphone=()',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
    });
  });
});
