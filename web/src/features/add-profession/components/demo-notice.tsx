/** The spec's yellow notice above the form. */
export function DemoNotice() {
  return (
    <p className="rounded-lg border border-accent-400 bg-accent-100 px-3 py-2 text-sm font-medium text-accent-800">
      Інформація не буде збережена в&nbsp;демо режимі
    </p>
  );
}
