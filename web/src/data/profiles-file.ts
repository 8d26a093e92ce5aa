import nextSteps from 'virtual:content/next-steps';
import { PROFILES } from './profiles';
import { KNOWLEDGE_FIELDS, SPECIALTIES, type FieldCode, type SpecialtyCode } from './specialties';
import type { NextSteps, ProfessionProfile } from './types';

export interface SpecialtyOnScreen {
  code: SpecialtyCode;
  name: string;
  field: FieldCode;
  fieldName: string;
}

/** A profile as the not-found screen shows it: with its specialties' names and its next steps. */
export interface ProfileOnScreen extends Omit<ProfessionProfile, 'specialties'> {
  specialties: SpecialtyOnScreen[];
  next?: NextSteps;
}

export type ProfilesFile = Readonly<Record<string, ProfileOnScreen>>;

/**
 * What `config/data-files.ts`'s URL serves, by id: every profile with the
 * names of its specialties and fields, so the screen needs neither list's code
 * (docs/decisions/0022). Written by the prerender step.
 */
export function profilesFile(): ProfilesFile {
  return Object.fromEntries(
    Object.entries(PROFILES).map(([id, profile]) => {
      const specialties = profile.specialties.map((code) => {
        const { name, field } = SPECIALTIES[code];
        return { code, name, field, fieldName: KNOWLEDGE_FIELDS[field] };
      });
      const next = Object.hasOwn(nextSteps, id) ? { next: nextSteps[id]! } : {};
      return [id, { ...profile, specialties, ...next }];
    }),
  );
}
