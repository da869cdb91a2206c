import path from 'node:path';
import type { Rolldown } from 'vite';

type Group = NonNullable<
  Extract<NonNullable<Rolldown.OutputOptions['codeSplitting']>, object>['groups']
>[number];
type Context = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1];

/**
 * Code-splitting groups for the signed-in first screens (app/first-screens.ts): what a first screen's lazy modules
 * import statically comes in one chunk per set of screens needing it (`signed-in` for what all of them share,
 * `first-home` for what only /home does) instead of about twenty files of 1-3 KB. A phone's connection opens six
 * at a time, so each such file cost a round trip queued behind the others before the screen could render
 * (Lighthouse's simulated 4G: 150 ms each). Dynamic imports are not followed: what a screen loads later stays in
 * its own chunks. A group also takes its modules' imports (rolldown's default), and those are needed by at
 * least the same screens, so the groups run from the most shared down (priority = how many screens need it),
 * below the named groups (priority 10 and up), so the entry's chunks keep what they hold.
 */
export function firstScreenGroups(
  srcDir: string,
  screens: Record<string, readonly string[]>,
  /** Modules no first screen loads (bench:web checks): a module importing one is reached only through a
   * barrel's unused re-export (@spruik/shared's index), so neither is taken. */
  neverFirst: RegExp,
): Group[] {
  const roots = Object.entries(screens).map(
    ([screen, modules]) => [screen, modules.map((m) => path.join(srcDir, m))] as const,
  );
  let reach: Map<string, Set<string>> | undefined;
  return roots.map((_, i) => {
    const shared = roots.length - i;
    return {
      name: (id: string, ctx: Context) => {
        reach ??= screensReaching(roots, ctx, neverFirst);
        const users = reach.get(id);
        if (users?.size !== shared) return null;
        // Named by the screens that need it: a screen never downloads what only other screens use.
        return shared === roots.length
          ? 'signed-in'
          : `first-${[...users].sort().join('_').replaceAll('/', '')}`;
      },
      priority: shared,
    };
  });
}

/** For every module a first screen imports statically (through its root modules), the screens that do. */
function screensReaching(
  roots: ReadonlyArray<readonly [string, string[]]>,
  ctx: Context,
  neverFirst: RegExp,
) {
  const imports = (id: string) => ctx.getModuleInfo(id)?.importedIds ?? [];
  // The module itself or one importing it directly; a barrel re-exporting such a module is still followed.
  const excluded = (id: string) => neverFirst.test(id) || imports(id).some((i) => neverFirst.test(i));
  const reach = new Map<string, Set<string>>();
  for (const [screen, ids] of roots) {
    const stack = [...ids];
    while (stack.length) {
      const id = stack.pop()!;
      const users = reach.get(id) ?? new Set<string>();
      if (users.has(screen) || excluded(id)) continue;
      users.add(screen);
      reach.set(id, users);
      stack.push(...imports(id));
    }
  }
  return reach;
}
