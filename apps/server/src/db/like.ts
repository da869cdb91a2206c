/** A LIKE pattern for "contains q": LIKE treats % and _ as wildcards, so a search for "50%" means the text "50%". */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
