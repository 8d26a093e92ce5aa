import { dateUk } from '@/lib/date-uk';
import type { RecordContent } from '@/lib/record/record-link';
import type { SheetDetail } from '../lib/parts';
import { RecordSheet, type SheetData } from './record-sheet';

/** The printed page: a title, the day it was printed, the sheet. */
export function PrintableRecord({
  content,
  detail,
  date,
  data,
}: {
  content: RecordContent;
  detail: SheetDetail;
  date: Date;
  data: SheetData;
}) {
  return (
    <div data-detail={detail}>
      <p className="text-[18pt] leading-tight font-bold">Моя стежка</p>
      <p className="mt-[2pt] mb-[8pt] text-[11pt]" data-printed-on="">
        Надруковано {dateUk(date.getTime())} на сайті «Стежка», {window.location.host}
      </p>
      <RecordSheet content={content} detail={detail} data={data} />
    </div>
  );
}
