/** What /api/ready checks: each part the server needs to serve (the database, Redis and S3 when configured). */
export type ReadinessCheck = { name: string; check: () => Promise<unknown> };

/** A check that does not answer within this time counts as failed: a hung dependency is not a ready one. */
export const READINESS_TIMEOUT_MS = 2_000;

/** Runs every check at once; answers the names of those that failed, with their reason. */
export async function failingChecks(checks: ReadinessCheck[], timeoutMs = READINESS_TIMEOUT_MS) {
  const results = await Promise.all(
    checks.map(async ({ name, check }) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([check(), timeout]);
        return null;
      } catch (err) {
        return `${name} (${err instanceof Error ? err.message : String(err)})`;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return results.filter((r): r is string => r !== null);
}
