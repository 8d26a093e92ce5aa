import type { SubjectCluster } from '@/data/types';
import { pluralUk } from '@/lib/plural-uk';
import { uk } from '@/lib/typeset';

/** A subject's name inside a sentence: «Українська мова» → «українська мова». */
export const inSentence = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

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

/** Where a cluster is, after «у» or «в»: «кластері STEM», «мовно-літературному кластері». */
const IN_CLUSTER: Readonly<Record<SubjectCluster, string>> = {
  STEM: 'кластері STEM',
  'мовно-літературний': 'мовно-літературному кластері',
  'суспільно-гуманітарний': 'суспільно-гуманітарному кластері',
};

/** The sentence that says where the liked subjects lean; none when no liked subject is in a cluster. */
export function leaningSentence(clusters: readonly SubjectCluster[]): string {
  const places = clusters.map((c) => IN_CLUSTER[c]);
  if (places.length === 0)
    return 'Мистецтво не належить до жодного з трьох кластерів профілів ліцею, тож тут кластер не підкажемо: спитай у ліцеї, які профілі там є.';
  if (places.length === 1) return `Найбільше предметів, які тобі подобаються, у ${places[0]}.`;
  // «в» after a vowel, as Ukrainian sounds it: «порівну в…, в… і в…».
  const all = places.map((place) => `в ${place}`);
  return `Предметів, які тобі подобаються, порівну ${all.slice(0, -1).join(', ')} і ${all.at(-1)}.`;
}

/** The result's one line, said to a screen reader as the choice changes. */
export function resultLine(count: number, fewer: boolean): string {
  if (!fewer) return uk`Ось ${count} ${professionsWord(count)}, для яких знадобляться предмети, що тобі подобаються.`;
  if (count === 1) return 'Предмети, що тобі подобаються, знадобляться лише для однієї професії Стежки — ось вона.';
  // After «для» the count takes the genitive plural whatever the number: «для 3 професій».
  return uk`Предмети, що тобі подобаються, знадобляться лише для ${count} професій Стежки — ось усі вони.`;
}
