import { useLayoutEffect, useState, type RefObject } from 'react';
import type { SheetDetail } from './parts';

/** The printable part of an A4 page under the site's `@page` margins (index.css): 182 × 267 mm. */
export const PRINT_WIDTH_MM = 182;
const PRINT_HEIGHT_MM = 267;
const PX_PER_MM = 96 / 25.4;
/** Room for rounding between the screen's layout and the printer's. */
const SAFETY = 0.97;

/**
 * The most detail that fits one sheet, measured: `box` holds the sheet at every detail, laid out
 * off screen at the print width (`[data-detail]`), and is measured again whenever one of them
 * changes size (a part ticked or unticked, say).
 */
export function useFittedDetail(box: RefObject<HTMLElement | null>): SheetDetail {
  const [detail, setDetail] = useState<SheetDetail>(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const sheets = [...element.querySelectorAll<HTMLElement>('[data-detail]')];
      // Printing hides the measured sheets: what was measured before stands.
      if (sheets.some((sheet) => sheet.offsetHeight === 0)) return;
      const fits = sheets.find((sheet) => sheet.offsetHeight <= PRINT_HEIGHT_MM * PX_PER_MM * SAFETY);
      setDetail(Number(fits?.dataset.detail ?? sheets.length - 1) as SheetDetail);
    };
    measure();
    const observer = new ResizeObserver(measure);
    for (const sheet of element.querySelectorAll('[data-detail]')) observer.observe(sheet);
    return () => observer.disconnect();
  }, [box]);
  return detail;
}
