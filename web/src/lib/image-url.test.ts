import { describe, expect, it } from 'vitest';
import { sizedImageUrl } from './image-url';

describe('sizedImageUrl', () => {
  it('sets the width on stock photos, keeping the other parameters', () => {
    expect(sizedImageUrl('https://images.unsplash.com/photo-1?w=800&auto=format&q=60', 640)).toBe(
      'https://images.unsplash.com/photo-1?w=640&auto=format&q=60',
    );
    expect(sizedImageUrl('https://images.unsplash.com/photo-1', 400)).toBe('https://images.unsplash.com/photo-1?w=400');
  });

  it('leaves other hosts, local paths and junk alone', () => {
    expect(sizedImageUrl('https://example.com/a.jpg?w=800', 640)).toBe('https://example.com/a.jpg?w=800');
    expect(sizedImageUrl('/images/fallback.svg', 640)).toBe('/images/fallback.svg');
    expect(sizedImageUrl('not a url', 640)).toBe('not a url');
  });
});
