/** A record's link this version can't read: what it is, and that nothing here changed. */
export function BadLink({ newer }: { newer: boolean }) {
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900" data-bad-link="">
      {newer
        ? 'Це посилання створила новіша версія Стежки: онови сторінку, коли буде інтернет, і відкрий його знову. Тут нічого не змінено.'
        : 'Посилання пошкоджене: у ньому бракує знаків або є зайві. Тут нічого не змінено.'}
    </p>
  );
}
