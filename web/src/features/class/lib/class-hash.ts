import { paths } from '@/config/paths';

/** The open class lives in the fragment, `/class#c=k3j9x2ab`: a reload reopens it, and nothing reaches a server. */
export function readClassHash(hash: string): string | null {
  return /^#c=([a-z0-9]{4,16})$/.exec(hash)?.[1] ?? null;
}

/** The address of an open class. */
export const classHref = (id: string): string => `${paths.classroom.href()}#c=${id}`;
