import { pluralUk } from '@/lib/plural-uk';
import { uk } from '@/lib/typeset';

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

/** The result's one line, said to a screen reader as the choice changes. */
export function resultLine(count: number, fewer: boolean): string {
  if (!fewer) return uk`Ось ${count} ${professionsWord(count)}, для яких знадобляться предмети, які тобі подобаються.`;
  if (count === 1) return 'Серед професій Стежки твої улюблені предмети знадобляться лише для однієї — ось вона.';
  // After «для» the count takes the genitive plural whatever the number: «для 3 професій».
  return uk`Серед професій Стежки твої улюблені предмети знадобляться лише для ${count} — ось усі вони.`;
}
