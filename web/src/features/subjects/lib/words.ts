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

/** The result's one line, said to a screen reader as the choice changes. */
export function resultLine(count: number, fewer: boolean): string {
  if (!fewer) return uk`Ось ${count} ${professionsWord(count)}, для яких знадобляться предмети, які тобі подобаються.`;
  if (count === 1) return 'Серед професій Стежки твої улюблені предмети знадобляться лише для однієї — ось вона.';
  // After «для» the count takes the genitive plural whatever the number: «для 3 професій».
  return uk`Серед професій Стежки твої улюблені предмети знадобляться лише для ${count} — ось усі вони.`;
}
