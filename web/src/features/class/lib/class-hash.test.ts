import { describe, expect, it } from 'vitest';
import { classHref, courseHref, readClassHash, readCourseHash, type CourseView } from './class-hash';

describe('the class page’s fragments', () => {
  it('opens a lesson by its id, and reads back the address it makes', () => {
    expect(classHref('k3j9x2ab')).toBe('/class#c=k3j9x2ab');
    expect(readClassHash('#c=k3j9x2ab')).toBe('k3j9x2ab');
    expect(readClassHash('#c=K3J9')).toBeNull();
    expect(readClassHash('#main')).toBeNull();
  });

  it('shows lessons together, or a course’s start beside its end', () => {
    const together: CourseView = { kind: 'together', ids: ['k3j9x2ab', 'm4n8p1qz'] };
    const compare: CourseView = { kind: 'compare', start: ['k3j9x2ab'], end: ['m4n8p1qz', 'w2e4r6t8'] };
    expect(courseHref(together)).toBe('/class#s=k3j9x2ab.m4n8p1qz');
    expect(courseHref(compare)).toBe('/class#v=k3j9x2ab-m4n8p1qz.w2e4r6t8');
    expect(readCourseHash('#s=k3j9x2ab.m4n8p1qz')).toEqual(together);
    expect(readCourseHash('#v=k3j9x2ab-m4n8p1qz.w2e4r6t8')).toEqual(compare);
    expect(readCourseHash('#c=k3j9x2ab')).toBeNull();
  });
});
