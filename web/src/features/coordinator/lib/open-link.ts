import { decodeLesson, linkPayload } from '@/lib/lesson-counts/counts-link';
import type { MergeResult } from '@/lib/lesson-counts/merge';
import { createStore } from '@/lib/store';
import { coordinatorStore } from './coordinator-store';

export type LinkOutcome = MergeResult | 'newer' | 'damaged' | 'none';

/** What a lesson's link does to the report: one line for each outcome. */
export const OUTCOME_TEXT: Record<Exclude<LinkOutcome, 'none'>, string> = {
  added: 'Урок додано до звіту.',
  replaced: 'Цей урок надіслали знову: його попередні числа у звіті замінено новими.',
  same: 'Цей урок уже є у звіті: удруге його не враховано.',
  older: 'У звіті вже є новіші числа цього уроку: нічого не змінено.',
  newer:
    'Це посилання створено в новішій версії Стежки, тож ця сторінка не може його прочитати: нічого не змінено. Оновіть сторінку, коли буде інтернет, і відкрийте посилання знову.',
  damaged:
    'Це посилання пошкоджене (можливо, його скопіювали не повністю): нічого не змінено. Попросіть радника надіслати його ще раз.',
};

/** A text with a lesson's link in it (an address, a pasted message) into the report. */
export function openLink(text: string): LinkOutcome {
  const payload = linkPayload(text);
  if (payload === null) return 'none';
  const read = decodeLesson(payload);
  return read.kind === 'lesson' ? coordinatorStore().add(read.lesson) : read.kind;
}

/** The last link opened into the page's address, numbered so a repeated outcome is announced again. */
export const openedLink = createStore<{ outcome: Exclude<LinkOutcome, 'none'>; n: number } | null>(null);

/** The address's link into the report; returns whether there was one. */
export function openAddressLink(hash: string): boolean {
  const outcome = openLink(hash);
  if (outcome === 'none') return false;
  openedLink.set({ outcome, n: (openedLink.get()?.n ?? 0) + 1 });
  return true;
}
