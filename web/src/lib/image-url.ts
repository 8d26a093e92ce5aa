const RESIZABLE_HOSTS = new Set(['images.unsplash.com']);

/**
 * Asks the stock-photo host for a picture `width` pixels wide, so a card doesn't download
 * a photo twice its size. Other addresses (and anything unparsable) come back unchanged.
 */
export function sizedImageUrl(src: string, width: number): string {
  try {
    const url = new URL(src);
    if (!RESIZABLE_HOSTS.has(url.hostname)) return src;
    url.searchParams.set('w', String(width));
    return url.href;
  } catch {
    return src;
  }
}
