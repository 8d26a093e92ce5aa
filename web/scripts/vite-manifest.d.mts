export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;
export function readManifest(distDir: URL): ViteManifest;
export function entryKey(manifest: ViteManifest): string;
export function staticClosure(manifest: ViteManifest, keys: readonly string[]): string[];
