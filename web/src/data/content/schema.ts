import { z } from 'zod';
import { LYCEUM_CLUSTERS, SUBJECT_CLUSTERS } from '../lyceum-clusters.ts';
import { SPECIALTIES } from '../specialties.ts';

/**
 * The shape of a profession's file, `web/content/professions/<id>.yaml` (docs/content.md).
 * Checked once at build; an error names the file, the field and what is expected.
 */

const text = z.string().trim().min(1, 'a text');

/** Sentences end with «.», «!» or «?» before a space or the end. */
const sentencesIn = (t: string) => t.match(/[.!?](?=\s|$)/g)?.length ?? 0;
const ADDRESSES_THE_STUDENT = /(?<!\p{L})(ти|тобі|тебе|твій|твоя|твоє|твої|дізнайся|обери|перевір|спробуй)(?!\p{L})/iu;

/**
 * A text of a profile: whole sentences, about the work (never speaking to the student: the
 * screens around it do), undated (the screen dates the whole profile once).
 */
const profileText = text
  .refine((t) => /\.$/.test(t), 'a text that ends with a full stop')
  .refine((t) => !ADDRESSES_THE_STUDENT.test(t), 'a text about the work that does not speak to the student («ти», «обери»…)')
  .refine((t) => !/станом на/i.test(t), 'no «станом на…»: the screen dates the whole profile once');
const url = z.url({ protocol: /^https?$/, error: 'an http(s) URL' });
/** A source: a URL, or the name of a set of URLs in content/shared.yaml. */
const source = z.string().trim().min(1);
/** Lower-case Latin letters, digits and hyphens: stored marks and addresses key on it. */
export const CONTENT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const STEP_ID = /^[a-z0-9]+$/;

/**
 * The most a profession's number can be, and the most steps a roadmap can ever publish: the
 * record's link (lib/record/record-link.ts) writes a length of places in 8 bits and a roadmap's
 * step count in 6.
 */
export const MAX_NUMBER = 254;
export const MAX_STEP_IDS = 63;

/** A profession's number in links: given once, never changed, never given to another (decision 0042). */
export const professionNumber = z
  .number()
  .int('a whole number')
  .min(0, 'a number from 0')
  .max(MAX_NUMBER, `a number up to ${MAX_NUMBER} (the record's link has 8 bits for it)`);

const stepId = z.string().regex(STEP_ID, 'lower-case Latin letters and digits');

/** Step ids in the order they were first published: the order the record's link carries marks in. */
export const stepIdLedger = z
  .array(stepId)
  .min(1)
  .max(MAX_STEP_IDS, `at most ${MAX_STEP_IDS} steps ever (the record's link has 6 bits for their count)`)
  .superRefine((ids, ctx) => {
    const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
    if (twice.length > 0) ctx.addIssue({ code: 'custom', message: `each id once (${[...new Set(twice)].join(', ')} twice)` });
  });

/** Said as what is usual, never as a rule: the facts mark routes and mappings editorial. */
const usual = profileText.refine(
  (t) => /зазвичай|найчастіше/iu.test(t),
  'a way in said as what is usual, with «зазвичай» or «найчастіше» (the facts call routes editorial)',
);

const specialtyCode = z.string().refine((code) => Object.hasOwn(SPECIALTIES, code), {
  error: (issue) => `a specialty code of the 2024 list in src/data/specialties.ts (not «${String(issue.input)}»)`,
});

const profile = z.strictObject({
  work: profileText
    .refine((t) => sentencesIn(t) >= 2 && sentencesIn(t) <= 3, 'two or three sentences')
    .refine((t) => /зазвичай/iu.test(t), 'where people usually work, with «зазвичай»'),
  afterSchool: usual,
  specialties: z
    .array(specialtyCode)
    .min(1)
    .max(3)
    .refine((codes) => new Set(codes).size === codes.length, 'no code twice'),
  /** A fact's text, or the name of a shared fact in content/shared.yaml. */
  fact: text
    .superRefine((t, ctx) => {
      if (CONTENT_ID.test(t)) return;
      const checked = profileText.safeParse(t);
      if (!checked.success) for (const { message } of checked.error.issues) ctx.addIssue({ code: 'custom', message });
    })
    .optional(),
  related: z.string().regex(CONTENT_ID).optional(),
  sources: z.array(source).min(1, 'at least one source'),
});

const RIASEC_SCORE = z.number().min(1).max(7);

const interests = z.strictObject({
  code: z.string().regex(/^\d{2}-\d{4}\.\d{2}$/, 'an O*NET-SOC code like 27-1024.00'),
  title: text,
  fit: z.enum(['exact', 'close', 'substitute', 'weak substitute']),
  scores: z
    .strictObject({
      R: RIASEC_SCORE,
      I: RIASEC_SCORE,
      A: RIASEC_SCORE,
      S: RIASEC_SCORE,
      E: RIASEC_SCORE,
      C: RIASEC_SCORE,
    })
    // Pearson's correlation with a flat profile is undefined: no student could be compared with it.
    .refine(
      (scores) => new Set(Object.values(scores)).size > 1,
      'six scores that are not all equal (no student can be compared with a flat profile; interests-facts.md §2 has the real ones)',
    ),
});

const detail = z.strictObject({
  overview: text,
  responsibilities: z.array(text).min(1),
  skills: z.array(z.strictObject({ name: text, level: z.number().int().min(0).max(100) })).min(1),
  education: z.array(z.strictObject({ requirement: text, mandatory: z.boolean() })).min(1),
  roadmap: z
    .array(
      z.strictObject({
        phase: text,
        steps: z
          .array(z.strictObject({ id: stepId, text }))
          .min(1),
      }),
    )
    .min(1)
    .superRefine((phases, ctx) => {
      const seen = new Set<string>();
      phases.forEach((phase, p) =>
        phase.steps.forEach((step, s) => {
          if (seen.has(step.id))
            ctx.addIssue({
              code: 'custom',
              path: [p, 'steps', s, 'id'],
              message: `a step id used once (${step.id} is twice)`,
            });
          seen.add(step.id);
        }),
      );
    }),
});

const ONET_CODE = z.string().regex(/^\d{2}-\d{4}\.\d{2}$/, 'an O*NET-SOC code like 27-1024.00');

/**
 * O*NET's Knowledge importance (1–5) of the areas content/subjects.yaml maps to school subjects
 * (the loader checks they are exactly those), or a sentence saying why the page names no subjects.
 */
const knowledge = z
  .strictObject({
    code: ONET_CODE,
    /** Where the ratings are another occupation's (O*NET has none for this one's): its title. */
    title: text.optional(),
    standIn: z.literal(true).optional(),
    importance: z.record(z.string(), z.number().min(1, 'an importance from 1 to 5').max(5, 'an importance from 1 to 5')).optional(),
    missing: profileText.optional(),
    /** Where the list misleads on its own (an occupation averaged over many subjects): one or two sentences under it. */
    note: profileText.optional(),
  })
  .superRefine((k, ctx) => {
    if ((k.importance === undefined) === (k.missing === undefined))
      ctx.addIssue({ code: 'custom', message: 'importance (O*NET 30.2) or missing (why the page names no subjects), one of them' });
    if (k.standIn && k.title === undefined)
      ctx.addIssue({ code: 'custom', path: ['title'], message: "required for a stand-in: the occupation whose ratings these are" });
    if (!k.standIn && k.title !== undefined)
      ctx.addIssue({ code: 'custom', path: ['standIn'], message: 'true where the ratings are another occupation\'s (then the title names it)' });
  });

/** Where a student finishing grade 9 in 2027 usually goes toward the work: editorial, said as usual. */
const afterGrade9 = z
  .strictObject({
    lyceum: z.enum(LYCEUM_CLUSTERS, { error: `one of ${LYCEUM_CLUSTERS.join(', ')}, or null` }).nullable(),
    college: usual.nullable(),
  })
  .refine((a) => a.lyceum !== null || a.college !== null, 'a lyceum cluster, a college, or both');

/**
 * A step a student can take this school year: a suggestion to the student, whole sentences, no
 * date but the НМТ's «станом на 2026 рік», and nothing the fact bases do not verify about 2027.
 */
const nowText = text
  .max(200, 'at most 200 characters')
  .refine((t) => /[.!?]$/.test(t), 'a text that ends with a full stop')
  .refine((t) => !/НМТ/.test(t) || /станом на 2026/i.test(t), 'a step about the НМТ dated «станом на 2026 рік»')
  .refine(
    (t) => (t.match(/\b(19|20)\d\d\b/g) ?? []).every((year) => year === '2026' && /станом на 2026/i.test(t)),
    'no year but «станом на 2026 рік»: dates and rules for 2027 are not verified (subjects-facts.md §7)',
  )
  .refine(
    (t) => !/ДПА|вступн\p{L}* (іспит|випробуван)|(співбесід|іспит|тест)\p{L}* (до|в|у) ліце/iu.test(t),
    'no admission tests: none is verified for 2027',
  );

export const professionFileSchema = z
  .strictObject({
    /** The English title, where the specification shows one: the quiz's table names professions by it. */
    title: text.optional(),
    /** The Ukrainian name. */
    name: text.refine((t) => /\p{Script=Cyrillic}/u.test(t), 'a Ukrainian name'),
    /**
     * Its number in links (the record, the coordinator's counts): given once, never changed. Optional
     * here so that the loader can name the next free one.
     */
    number: professionNumber.optional(),
    /** Its place in the catalogue on /search and the home page (1 first); absent: not listed. */
    listed: z.number().int().min(1).optional(),
    category: z.enum(['Технології', 'Освіта', 'Креатив', 'Бізнес']).optional(),
    growth: z.enum(['Дуже високий', 'Високий', 'Середній']).optional(),
    image: url.optional(),
    /** The catalogue card's one or two sentences. */
    description: text.optional(),
    /** One sentence under its name on result cards and in the class summary (for a name the quiz can show). */
    line: text
      .max(110, 'one sentence of at most 110 characters')
      .refine((t) => sentencesIn(t) === 1 && /^\p{Lu}.*\.$/u.test(t), 'one sentence, from a capital to a full stop')
      .optional(),
    profile: profile.optional(),
    interests: interests.optional(),
    detail: detail.optional(),
    knowledge: knowledge.optional(),
    afterGrade9: afterGrade9.optional(),
    /** «Що зробити вже зараз»: three to five steps, marked like a roadmap's. */
    now: z
      .array(z.strictObject({ id: stepId, text: nowText }))
      .min(3, 'three to five steps')
      .max(5, 'three to five steps')
      .optional(),
    /**
     * Every step id this file ever published, its roadmap's and its own «now» steps, in that order:
     * students' marks are kept under them and «Моя стежка»'s link carries marks in this order.
     */
    stepIds: stepIdLedger.optional(),
    /** Ids of stepIds whose steps were removed: never given to another step. */
    retiredStepIds: z.array(stepId).optional(),
  })
  .superRefine((file, ctx) => {
    const need = (when: boolean, field: keyof typeof file, why: string) => {
      if (when && file[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: `required ${why}` });
    };
    const listed = file.listed !== undefined;
    for (const field of ['category', 'growth', 'image', 'description'] as const)
      need(listed, field, 'for a profession listed in the catalogue');
    need(file.detail !== undefined, 'listed', 'for a profession with a detail page (its card leads to it)');
    need(file.interests !== undefined, 'title', 'for a profession with interests (the interest list shows its English name)');
    if (file.profile && file.detail)
      ctx.addIssue({ code: 'custom', path: ['profile'], message: 'a profile or a detail page, not both' });
    if (file.line !== undefined && file.detail)
      ctx.addIssue({
        code: 'custom',
        path: ['line'],
        message: 'no line for a profession with a detail page: its cards show the first sentence of its description',
      });
    else if (file.line !== undefined && !file.interests)
      ctx.addIssue({
        code: 'custom',
        path: ['line'],
        message:
          "nothing shows this line: it stands under the name in the quiz's and the interest list's results, for a profession with interests",
      });
    need(
      file.interests !== undefined && !file.detail,
      'line',
      'for a profession with interests and no detail page (the results show it under the name)',
    );
  });

export type ProfessionFile = z.infer<typeof professionFileSchema>;

/** content/shared.yaml: what several professions share. */
export const sharedFileSchema = z.strictObject({
  /** Named sets of source URLs. */
  sources: z.record(z.string().regex(CONTENT_ID), z.array(url).min(1)),
  /** Named facts several profiles state in the same words. */
  facts: z.record(z.string().regex(CONTENT_ID), z.strictObject({ text: profileText, sources: z.array(z.string()).min(1) })),
});

export type SharedFile = z.infer<typeof sharedFileSchema>;

/**
 * content/retired.yaml: professions removed from the site. Old links still carry their numbers and
 * their roadmaps' step ids, so both stay here and are never given to another (decision 0042).
 */
export const retiredFileSchema = z.strictObject({
  professions: z.record(
    z.string().regex(CONTENT_ID),
    z.strictObject({ number: professionNumber, stepIds: stepIdLedger.optional() }),
  ),
});

export type RetiredFile = z.infer<typeof retiredFileSchema>;

/** content/subjects.yaml: the school subjects, the O*NET Knowledge areas behind each, their averages. */
export const subjectsFileSchema = z
  .strictObject({
    release: text,
    /** In the order a timetable lists them. */
    subjects: z
      .array(
        z.strictObject({
          id: z.string().regex(CONTENT_ID),
          name: text,
          areas: z.array(text).min(1),
          /** The lyceum cluster the subject usually belongs to (null: none), for «Мої предмети» (decision 0045). */
          cluster: z.enum(SUBJECT_CLUSTERS, { error: `one of ${SUBJECT_CLUSTERS.join(', ')}, or null` }).nullable(),
        }),
      )
      .min(1),
    /** Each area's average importance over all O*NET occupations. */
    averages: z.record(z.string(), z.number().min(1).max(5)),
  })
  .superRefine((file, ctx) => {
    const areas = file.subjects.flatMap((s) => s.areas);
    const twice = areas.filter((a, i) => areas.indexOf(a) !== i);
    if (twice.length > 0)
      ctx.addIssue({ code: 'custom', path: ['subjects'], message: `each area behind one subject (${twice.join(', ')} twice)` });
    const ids = file.subjects.map((s) => s.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['subjects'], message: 'each id once' });
    const unaveraged = areas.filter((a) => !Object.hasOwn(file.averages, a));
    if (unaveraged.length > 0)
      ctx.addIssue({ code: 'custom', path: ['averages'], message: `an average for ${unaveraged.join(', ')}` });
    const stray = Object.keys(file.averages).filter((a) => !areas.includes(a));
    if (stray.length > 0)
      ctx.addIssue({ code: 'custom', path: ['averages'], message: `${stray.join(', ')}: behind no subject` });
  });

export type SubjectsFile = z.infer<typeof subjectsFileSchema>;
