import { AccountBar } from '@/features/auth/components/account-bar';
import { AddProfessionButton } from '../search/add-profession-button';

export function Component() {
  // Placeholder until the profession list lands: the sign-in and add-profession slots.
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <h1 className="text-3xl font-bold">Досліджуй професії</h1>
        <div className="flex flex-wrap items-center gap-3 md:justify-end">
          <AccountBar />
          <AddProfessionButton />
        </div>
      </div>
      <p className="mt-4 text-slate-700">Каталог професій з’явиться тут зовсім скоро.</p>
    </section>
  );
}
