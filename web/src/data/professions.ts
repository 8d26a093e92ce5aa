import catalogue from 'virtual:content/catalogue';
import type { Profession } from './types';

/** The catalogue's professions, in its order: the files of web/content with a `listed` place. */
export const BUILT_IN_PROFESSIONS: readonly Profession[] = catalogue;

/** Shown for an added profession with no image, and whenever a picture fails to load is handled elsewhere. */
export const DEFAULT_PROFESSION_IMAGE =
  'https://images.unsplash.com/photo-1486312338219-ce68d2c6f44d?w=800&auto=format&fit=crop&q=60';
