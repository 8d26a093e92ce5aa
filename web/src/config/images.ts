/** Shown whenever a picture can't be loaded: shipped with the app, so it always can. */
export const FALLBACK_IMAGE = '/images/fallback.svg';

/** The home page's hero photo, from the stock-photo host. */
export const HERO_IMAGE =
  'https://images.unsplash.com/photo-1522202176988-66273c2fd55f?w=960&auto=format&fit=crop&q=60';
/** A signed-in visitor's picture when their account has none or it can't be loaded. */
export const DEFAULT_AVATAR_IMAGE = '/images/default-avatar.svg';
