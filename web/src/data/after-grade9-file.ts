import { lyceumRoute, PROFILES_OF, reformFacts, ROUTE_QUESTIONS, SHEET_NOTES } from './after-grade9';
import type { AfterGrade9File, LyceumCluster, SchoolSubject } from './types';

const CLUSTERS: readonly LyceumCluster[] = ['STEM', 'мовно-літературний', 'суспільно-гуманітарний', 'будь-який'];

/** `/after-grade9.json`, from the routes of the content files and the texts of data/after-grade9.ts. */
export function afterGrade9File(
  routes: AfterGrade9File['routes'],
  subjects: readonly SchoolSubject[],
): AfterGrade9File {
  const profiles = (cluster: LyceumCluster) => (cluster === 'будь-який' ? 'будь-який профіль' : PROFILES_OF[cluster]);
  return {
    routes,
    lyceum: Object.fromEntries(
      CLUSTERS.map((cluster) => [cluster, { sentence: lyceumRoute(cluster), profiles: profiles(cluster) }]),
    ) as AfterGrade9File['lyceum'],
    subjects,
    questions: ROUTE_QUESTIONS,
    reformFacts: reformFacts(true),
    notes: SHEET_NOTES,
  };
}
