import { ROADMAPS_FILE } from '@/config/data-files';
import type { RoadmapPhase } from '@/data/types';
import { jsonOnce } from '@/lib/json-once';

/** Every roadmap's phases and steps by profession id, fetched as data when a record has marks. */
export const loadRoadmaps = jsonOnce<Readonly<Record<string, readonly RoadmapPhase[]>>>(ROADMAPS_FILE);
