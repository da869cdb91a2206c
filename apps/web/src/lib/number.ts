/** "12,345": counts (views, followers) in the app's one locale, like dates in lib/date.ts. */
export const formatCount = (n: number) => n.toLocaleString('en-AU');
