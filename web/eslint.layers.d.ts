export interface Layers {
  entry: string[];
  features: string[];
  shared: string[];
  worker: string;
  early: string;
  test: string[];
}
export function layersOf(srcDir: string, prefix?: string): Layers;
export function zonesOf(layers: Layers): Array<{ target: string | string[]; from: string | string[]; message: string }>;
