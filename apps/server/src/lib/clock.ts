/** Time source, injectable so tests can move time (72-hour auto-approval, code expiry, campaign ends). */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(start: Date): Clock & { advance: (ms: number) => void; set: (d: Date) => void } {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms) => void (t += ms), set: (d) => void (t = d.getTime()) };
}
