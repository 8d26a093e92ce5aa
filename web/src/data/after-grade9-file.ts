import { lyceumRoute, PROFILES_OF, reformFacts, ROUTE_QUESTIONS, SHEET_NOTES } from './after-grade9';
import { LYCEUM_CLUSTERS, type LyceumCluster } from './lyceum-clusters';
import type { AfterGrade9File, SchoolSubject } from './types';

/** `/after-grade9.json`, from the routes of the content files and the texts of data/after-grade9.ts. */
export function afterGrade9File(
  routes: AfterGrade9File['routes'],
  subjects: readonly SchoolSubject[],
): AfterGrade9File {
  const profiles = (cluster: LyceumCluster) => (cluster === 'будь-який' ? 'будь-який профіль' : PROFILES_OF[cluster]);
  return {
    routes,
    lyceum: Object.fromEntries(
      LYCEUM_CLUSTERS.map((cluster) => [cluster, { sentence: lyceumRoute(cluster), profiles: profiles(cluster) }]),
    ) as AfterGrade9File['lyceum'],
    subjects,
    questions: ROUTE_QUESTIONS,
    reformFacts: reformFacts(true),
    notes: SHEET_NOTES,
  };
}
