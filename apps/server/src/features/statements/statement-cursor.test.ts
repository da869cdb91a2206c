import { describe, expect, it } from 'vitest';
import { groupLines } from './statement-reader';
import { encodeStatementCursor, readStatementCursor } from './statement-cursor';

describe('statement paging', () => {
  it('a cursor reads back as it was made, and only for a statement of as many accounts', () => {
    const c = { before: 120, heads: [130, 7] };
    expect(readStatementCursor(encodeStatementCursor(c), 2)).toEqual(c);
    expect(readStatementCursor(undefined, 2)).toBeNull();
    expect(() => readStatementCursor(encodeStatementCursor(c), 1)).toThrow('The page is not valid.');
    for (const bad of [
      'x',
      Buffer.from('[1.5,2]').toString('base64url'),
      Buffer.from('{}').toString('base64url'),
    ])
      expect(() => readStatementCursor(bad, 1)).toThrow('The page is not valid.');
  });

  it("groups an entry's consecutive lines and leaves one the read may have cut off for the next read", () => {
    const lines = [
      { seq: 9, entryId: 'a', amountCents: 300 },
      { seq: 8, entryId: 'a', amountCents: 200 },
      { seq: 6, entryId: 'b', amountCents: -50 },
      { seq: 4, entryId: 'c', amountCents: 10 },
    ];
    expect(groupLines(lines, 10)).toEqual([
      { entryId: 'a', amountCents: 500, minSeq: 8 },
      { entryId: 'b', amountCents: -50, minSeq: 6 },
      { entryId: 'c', amountCents: 10, minSeq: 4 },
    ]);
    // The read hit its limit: entry c may have more lines below seq 4.
    expect(groupLines(lines, 4).map((g) => g.entryId)).toEqual(['a', 'b']);
  });
});
