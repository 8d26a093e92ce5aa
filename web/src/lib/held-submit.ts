/**
 * Takes (once) a submit of the form marked `data-replay-submit={name}` that src/early-input.js held
 * back before the app had hydrated (decision 0011). True when there was one.
 */
export function takeHeldSubmit(name: string): boolean {
  const held = (window as { __heldSubmits?: string[] }).__heldSubmits;
  const at = held?.indexOf(name) ?? -1;
  if (at < 0) return false;
  held!.splice(at, 1);
  return true;
}
