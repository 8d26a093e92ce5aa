export function Component() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Тест на профорієнтацію</h1>
      <p className="mt-4 text-slate-700">Тест з’явиться тут зовсім скоро.</p>
    </section>
  );
}
