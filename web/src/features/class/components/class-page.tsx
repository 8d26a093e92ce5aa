import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated as useInBrowser } from '@/lib/use-hydrated';
import { readClassHash, readCourseHash } from '../lib/class-hash';
import { ClassHome } from './class-home';

// The scanner, the typing and the summary come with an open class, not with the page. Plain
// `lazy`: should the chunk fail to load, the route's error page reloads, which loses nothing.
const ClassSession = lazy(() => import('./class-session').then((m) => ({ default: m.ClassSession })));
const CourseView = lazy(() => import('./course-view').then((m) => ({ default: m.CourseView })));

/**
 * /class, the adviser's lesson (docs/decisions/0017): the prerendered start (how to run the
 * lesson, a new class, earlier ones), or, after hydration, the class named in the fragment.
 */
export function ClassPage() {
  const { hash } = useLocation();
  const hydrated = useInBrowser();
  const id = hydrated ? readClassHash(hash) : null;
  const course = hydrated ? readCourseHash(hash) : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14 print:p-0">
      {id ? (
        <Suspense>
          <ClassSession key={id} id={id} />
        </Suspense>
      ) : course ? (
        <Suspense>
          <CourseView key={hash} view={course} />
        </Suspense>
      ) : (
        <ClassHome />
      )}
    </div>
  );
}
