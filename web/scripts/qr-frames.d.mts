export declare function lumaFrame(text: string, width: number, height: number, scale: number): Uint8Array;
export declare function rgbaFrame(luma: Uint8Array): Uint8ClampedArray;
export declare function writeY4m(
  path: string,
  texts: readonly string[],
  options?: { width?: number; height?: number; scale?: number; framesEach?: number; blankBetween?: number },
): void;
