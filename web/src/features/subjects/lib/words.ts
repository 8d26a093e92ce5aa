import type { SubjectCluster } from '@/data/types';
import { pluralUk } from '@/lib/plural-uk';
import { uk } from '@/lib/typeset';

/** A subject's name inside a sentence: «Українська мова» → «українська мова». */
export const inSentence = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** «біологія, хімія і географія». */
export function subjectList(names: readonly string[]): string {
  const lower = names.map(inSentence);
  return lower.length < 2 ? (lower[0] ?? '') : `${lower.slice(0, -1).join(', ')} і ${lower.at(-1)}`;
}

/**
 * «Хімія знадобиться — і її можна підтягнути.» The pronoun and the verb agree with the name's last
 * word: «Мистецтво» is neuter, «Технології» plural, every other subject's name feminine.
 */
export function hardNote(name: string): string {
  const last = name.slice(-1);
  if (/[іїи]/.test(last)) return `${name} знадобляться — і їх можна підтягнути.`;
  if (/[ое]/.test(last)) return `${name} знадобиться — і його можна підтягнути.`;
  return `${name} знадобиться — і її можна підтягнути.`;
}

export const professionsWord = (count: number) =>
  pluralUk(count, { one: 'професія', few: 'професії', many: 'професій', other: 'професії' });

/** Where a cluster is: «у кластері STEM», «у мовно-літературному кластері». */
const IN_CLUSTER: Readonly<Record<SubjectCluster, string>> = {
  STEM: 'у кластері STEM',
  'мовно-літературний': 'у мовно-літературному кластері',
  'суспільно-гуманітарний': 'у суспільно-гуманітарному кластері',
};

/** The sentence that says where the liked subjects lean; none when no liked subject is in a cluster. */
export function leaningSentence(clusters: readonly SubjectCluster[]): string {
  const places = clusters.map((c) => IN_CLUSTER[c]);
  if (places.length === 0)
    return 'Мистецтво не належить до жодного з трьох кластерів профілів ліцею, тож тут кластер не підкажемо: спитай у ліцеї, які профілі там є.';
  if (places.length === 1) return `Найбільше предметів, які тобі подобаються, ${places[0]}.`;
  return `Предметів, які тобі подобаються, порівну ${places.slice(0, -1).join(', ')} і ${places.at(-1)}.`;
}

/** The result's one line, said to a screen reader as the choice changes. */
export function resultLine(count: number, fewer: boolean): string {
  if (!fewer) return uk`Ось ${count} ${professionsWord(count)}, для яких знадобляться предмети, що тобі подобаються.`;
  if (count === 1) return 'Предмети, що тобі подобаються, знадобляться лише для однієї професії Стежки — ось вона.';
  // After «для» the count takes the genitive plural whatever the number: «для 3 професій».
  return uk`Предмети, що тобі подобаються, знадобляться лише для ${count} професій Стежки — ось усі вони.`;
}
