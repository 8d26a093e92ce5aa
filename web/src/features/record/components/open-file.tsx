import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { codeInText } from '../lib/record-code-in';

/** «Відкрити файл»: a saved record's file, read here and opened as its link would be. */
export function OpenFile({ onCode }: { onCode: (code: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div>
      <Button variant="outline" size="lg" className="w-full sm:w-auto" onClick={() => input.current?.click()}>
        Відкрити файл
      </Button>
      <input
        ref={input}
        type="file"
        accept=".txt,text/plain"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const code = codeInText(await file.text());
          setProblem(
            code === null ? 'У цьому файлі немає «Моєї стежки». Обери файл, збережений кнопкою «Зберегти файл».' : null,
          );
          if (code !== null) onCode(code);
        }}
      />
      {problem && (
        <p role="alert" className="mt-2 text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}
