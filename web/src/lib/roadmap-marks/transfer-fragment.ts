/**
 * Whether the address carries roadmap marks (transfer-code.ts). A module of its own: the detail
 * page's first load needs only this test, not the code that reads the marks.
 */
import { FRAGMENT_KEYS } from '@/config/paths';

export const FRAGMENT = new RegExp(`^#${FRAGMENT_KEYS.roadmapMarks}=`);

export const hasTransfer = (hash: string): boolean => FRAGMENT.test(hash);
