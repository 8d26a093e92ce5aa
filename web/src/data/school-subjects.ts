import subjects from 'virtual:content/subjects';
import type { SchoolSubject } from './types';

/** The school subjects in timetable order, with their lyceum clusters (content/subjects.yaml). */
export const SCHOOL_SUBJECTS: readonly SchoolSubject[] = subjects;
