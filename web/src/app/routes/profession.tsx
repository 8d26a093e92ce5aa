import { useParams } from 'react-router-dom';

export function Component() {
  const { id } = useParams();
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-bold">Професія</h1>
      <p className="mt-4 text-slate-700">Сторінка професії «{id}» з’явиться тут зовсім скоро.</p>
    </section>
  );
}
