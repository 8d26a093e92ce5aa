export function Component() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-bold">Професія</h1>
      <p className="mt-4 text-slate-700">Сторінка професії з’явиться тут зовсім скоро.</p>
    </section>
  );
}
