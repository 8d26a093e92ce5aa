import { FRAGMENT_KEYS, paths } from '@/config/paths';

const { openLesson, lessonsTogether, courseStartAndEnd } = FRAGMENT_KEYS;

/** The open class lives in the fragment, `/class#c=k3j9x2ab`: a reload reopens it, and nothing reaches a server. */
export function readClassHash(hash: string): string | null {
  return new RegExp(`^#${openLesson}=([a-z0-9]{4,16})$`).exec(hash)?.[1] ?? null;
}

/** The address of an open class. */
export const classHref = (id: string): string => `${paths.classroom.href()}#${openLesson}=${id}`;

const IDS = '[a-z0-9]{4,16}(?:\\.[a-z0-9]{4,16})*';

/**
 * A course's view, in the fragment too: several lessons in one summary, `#s=id.id.id`, or the
 * start of a course beside its end, `#v=id.id-id.id` (the lessons of the start, then of the end).
 */
export type CourseView = { kind: 'together'; ids: string[] } | { kind: 'compare'; start: string[]; end: string[] };

export function readCourseHash(hash: string): CourseView | null {
  const together = new RegExp(`^#${lessonsTogether}=(${IDS})$`).exec(hash);
  if (together) return { kind: 'together', ids: together[1]!.split('.') };
  const compare = new RegExp(`^#${courseStartAndEnd}=(${IDS})-(${IDS})$`).exec(hash);
  if (compare) return { kind: 'compare', start: compare[1]!.split('.'), end: compare[2]!.split('.') };
  return null;
}

export const courseHref = (view: CourseView): string =>
  view.kind === 'together'
    ? `${paths.classroom.href()}#${lessonsTogether}=${view.ids.join('.')}`
    : `${paths.classroom.href()}#${courseStartAndEnd}=${view.start.join('.')}-${view.end.join('.')}`;
