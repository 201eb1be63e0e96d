/** `work` did not settle within its time (withTimeout). */
export class TimedOut extends Error {
  constructor(ms: number) {
    super(`not ready within ${Math.round(ms / 1000)} s`);
  }
}

/**
 * Awaits `work` for at most `ms`; past that, runs `giveUp` (e.g. stops what `work` started) and, once it has settled,
 * rejects with TimedOut.
 */
export async function withTimeout<T>(work: Promise<T>, ms: number, giveUp: () => Promise<unknown> = async () => undefined): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => void giveUp().finally(() => reject(new TimedOut(ms))), Math.max(0, ms));
  });
  work.catch(() => undefined); // settles after a give-up too: not an unhandled rejection
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
