import { SUBJECT_CLUSTERS, type SubjectCluster } from '@/data/lyceum-clusters';
import type { SchoolSubject } from '@/data/types';

/** A subject's name inside a sentence: «Українська мова» → «українська мова». */
export const inSentence = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** Subjects by id, in the order of `subjects` (timetable order), inside a sentence: «біологія, хімія». */
export const subjectNames = (subjects: readonly Pick<SchoolSubject, 'id' | 'name'>[], ids: readonly string[]): string =>
  subjects
    .filter((s) => ids.includes(s.id))
    .map((s) => inSentence(s.name))
    .join(', ');

/** A cluster after «до»: «кластера STEM», «мовно-літературного». */
const TO_CLUSTER: Readonly<Record<SubjectCluster, string>> = {
  STEM: 'кластера STEM',
  'мовно-літературний': 'мовно-літературного',
  'суспільно-гуманітарний': 'суспільно-гуманітарного',
};

/** The sentence that says where the liked subjects lean; none when no liked subject is in a cluster. */
export function leaningSentence(clusters: readonly SubjectCluster[]): string {
  const places = clusters.map((c) => TO_CLUSTER[c]);
  if (places.length === 0)
    return 'Мистецтво ми не віднесли до жодного з трьох кластерів, тож кластер тут не підкажемо: запитай у ліцеї, які профілі там є.';
  if (places.length === 1) return `Предмети, які тобі подобаються, найбільше тяжіють до ${places[0]}.`;
  // A tie: «до кластера STEM і до мовно-літературного».
  const all = places.map((place) => `до ${place}`);
  return `Предмети, які тобі подобаються, порівну тяжіють ${all.slice(0, -1).join(', ')} і ${all.at(-1)}.`;
}

/**
 * The lyceum clusters the liked subjects lean toward: the one most of them belong to, every one
 * tied for most, or none when no liked subject belongs to a cluster (art). Editorial: which
 * cluster a subject belongs to is content/subjects.yaml's `cluster`.
 */
export function leaningClusters(subjects: readonly SchoolSubject[], liked: readonly string[]): SubjectCluster[] {
  const counts = new Map<SubjectCluster, number>();
  for (const s of subjects)
    if (s.cluster && liked.includes(s.id)) counts.set(s.cluster, (counts.get(s.cluster) ?? 0) + 1);
  const most = Math.max(0, ...counts.values());
  return SUBJECT_CLUSTERS.filter((cluster) => most > 0 && counts.get(cluster) === most);
}
