import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { RecordContent } from '@/lib/record/record-link';
import { PRINT_WIDTH_MM, useFittedDetail } from '../lib/fit-sheet';
import { SHEET_DETAILS } from '../lib/parts';
import { PrintableRecord } from './printable-record';
import type { SheetData } from './record-sheet';

/**
 * What paper gets: the sheet at the most detail that fits one A4 page, measured off screen at the
 * print width, and dated the day it is printed.
 */
export function PrintRecord({ content, data }: { content: RecordContent; data: SheetData }) {
  const box = useRef<HTMLDivElement>(null);
  const detail = useFittedDetail(box);
  const [date, setDate] = useState(() => new Date());
  useEffect(() => {
    // A page left open overnight prints today's date.
    const today = () => flushSync(() => setDate(new Date()));
    window.addEventListener('beforeprint', today);
    return () => window.removeEventListener('beforeprint', today);
  }, []);
  return (
    <>
      <div className="hidden print:block" data-print-record="">
        <PrintableRecord content={content} detail={detail} date={date} data={data} />
      </div>
      <div
        ref={box}
        aria-hidden="true"
        inert
        className="pointer-events-none invisible fixed top-0 left-[-200vw] print:hidden"
        style={{ width: `${PRINT_WIDTH_MM}mm` }}
      >
        {SHEET_DETAILS.map((d) => (
          <PrintableRecord key={d} content={content} detail={d} date={date} data={data} />
        ))}
      </div>
    </>
  );
}
