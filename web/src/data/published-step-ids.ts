import stepIds from 'virtual:content/step-ids';

/**
 * Every step id ever published, per profession (a roadmap's and «Що зробити вже зараз»), in the
 * order first published: the `stepIds` of its file in web/content (or of content/retired.yaml for
 * a removed profession, decision 0044). Students' marks are stored under them (decision 0012) and «Моя стежка»'s link
 * carries them in this order (decision 0037); the content check keeps a removed step's id here and
 * never gives it to another step (decision 0042).
 */
export const PUBLISHED_STEP_IDS: Readonly<Record<string, readonly string[]>> = stepIds;
