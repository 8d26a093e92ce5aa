import { FallbackImage } from '@/components/ui/fallback-image';
import { DEFAULT_AVATAR_IMAGE } from '@/config/images';

/** The account's photo, or the default user picture when there is none or it fails to load. */
export function UserAvatar({ photoURL }: { photoURL: string | null }) {
  return (
    <FallbackImage
      src={photoURL || DEFAULT_AVATAR_IMAGE}
      fallback={DEFAULT_AVATAR_IMAGE}
      // The name is written beside it, so the picture adds nothing for screen readers.
      alt=""
      width={36}
      height={36}
      referrerPolicy="no-referrer"
      data-testid="user-avatar"
      // The default picture behind the photo until it loads (a class: the CSP refuses style attributes).
      className="size-9 shrink-0 rounded-full bg-[url(/images/default-avatar.svg)] object-cover"
    />
  );
}
