import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { FALLBACK_IMAGE } from '@/config/images';
import { cn } from '@/lib/cn';

type FallbackImageProps = Omit<ComponentProps<'img'>, 'src'> & {
  src: string;
  /** The picture to show when `src` fails; defaults to the app's own. */
  fallback?: string;
};

/** Only http(s) and same-origin paths may become an image source. */
function safeSrc(src: string): string | null {
  if (src.startsWith('/') && !src.startsWith('//')) return src;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * An `<img>` that swaps to a local picture instead of showing a broken-image icon (and shows
 * it as its background until then). A load can fail before hydration attaches `onError`, so
 * the mount effect checks too.
 */
export function FallbackImage({ src, fallback = FALLBACK_IMAGE, className, style, onError, ...props }: FallbackImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const wanted = safeSrc(src) ?? fallback;
  const shown = failedSrc === wanted ? fallback : wanted;

  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc !== '' && shown !== fallback) {
      setFailedSrc(wanted);
    }
  }, [wanted, shown, fallback]);

  return (
    <img
      ref={ref}
      src={shown}
      className={cn('bg-slate-200 bg-cover bg-center', className)}
      // The fallback is already behind the picture from the first paint, with no script: a photo
      // that never arrives leaves it in place, instead of a grey box swapped late (a late LCP).
      // Unquoted: the fallbacks are the app's own plain paths (config/images.ts).
      style={{ backgroundImage: `url(${fallback})`, ...style }}
      onError={(event) => {
        if (shown !== fallback) setFailedSrc(wanted);
        onError?.(event);
      }}
      {...props}
    />
  );
}
