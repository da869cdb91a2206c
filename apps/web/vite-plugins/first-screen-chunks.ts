import path from 'node:path';
import type { Rolldown } from 'vite';

type Group = NonNullable<
  Extract<NonNullable<Rolldown.OutputOptions['codeSplitting']>, object>['groups']
>[number];
type Context = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1];

/**
 * Code-splitting groups for the entry and the first screens (app/first-screens.ts): what a first screen's lazy
 * modules import statically comes in one chunk per set of screens needing it (`signed-in` for what every signed-in
 * screen shares, `first-home` for what only /home does) instead of about twenty files of 1-3 KB: over HTTP/1.1 a
 * phone opens six connections and each file waits a round trip, and over HTTP/2 small files still compress worse
 * than one (ADR 0008, ADR 0010). What the entry imports, and what every first screen needs, is the entry's chunk
 * (`entry.name`): each of them downloads it anyway, and in one file it compresses better than in two. Dynamic
 * imports are not followed: what a screen loads later stays in its own chunks. A group also takes its modules'
 * imports (rolldown's default), and those are needed by at least the same screens, so the groups run from the
 * most shared down (priority = how many screens need it), below the named groups (priority 10 and up), so the
 * entry's chunks keep what they hold.
 */
export function firstScreenGroups(
  srcDir: string,
  screens: Record<string, readonly string[]>,
  options: {
    /** The app's entry module (under srcDir) and the name of its chunk. */
    entry: { module: string; name: string };
    /** The guest's first screen: `signed-in` names what every other first screen shares. */
    guest: string;
    /** Modules no first screen loads (bench:web checks): a module importing one is reached only through a
     * barrel's unused re-export (@spruik/shared's index), so neither is taken. */
    neverFirst: RegExp;
  },
): Group[] {
  const roots = Object.entries(screens).map(
    ([screen, modules]) => [screen, modules.map((m) => path.join(srcDir, m))] as const,
  );
  const entryId = path.join(srcDir, options.entry.module);
  let graph: { reach: Map<string, Set<string>>; initial: Set<string> } | undefined;
  const graphOf = (ctx: Context) =>
    (graph ??= {
      reach: screensReaching(roots, ctx, options.neverFirst),
      initial: new Set(screensReaching([['entry', [entryId]]], ctx, options.neverFirst).keys()),
    });
  const entryGroup: Group = {
    name: (id: string, ctx: Context) => {
      const { reach, initial } = graphOf(ctx);
      // The page itself (index.html, with Vite's preload helper) is the bundle's entry.
      const inEntry =
        initial.has(id) || reach.get(id)?.size === roots.length || ctx.getModuleInfo(id)?.isEntry;
      return inEntry ? options.entry.name : null;
    },
    priority: 10,
  };
  // One group per number of screens sharing a module, from all but one down to one (all of them: the entry's).
  const screenGroups = Array.from({ length: roots.length - 1 }, (_, i): Group => {
    const shared = roots.length - 1 - i;
    return {
      name: (id: string, ctx: Context) => {
        const users = graphOf(ctx).reach.get(id);
        if (users?.size !== shared) return null;
        // Named by the screens that need it: a screen never downloads what only other screens use.
        return shared === roots.length - 1 && !users.has(options.guest)
          ? 'signed-in'
          : `first-${[...users].sort().join('_').replaceAll('/', '')}`;
      },
      priority: shared,
    };
  });
  return [entryGroup, ...screenGroups];
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
