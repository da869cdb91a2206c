import fc from 'fast-check';

/** Each C0 control (NUL included), DEL and a few C1 controls, alone and inside text. */
const controls = [...Array.from({ length: 0x20 }, (_, i) => i), 0x7f, 0x80, 0x85, 0x9f].map((c) =>
  String.fromCharCode(c),
);

/**
 * Strings the no-5xx walkers mix into every field, query and id: control characters (PostgreSQL refuses NUL in
 * text), 500,000 characters, and text just long enough to pass the body cap but not a field's maximum.
 */
export const oddStrings = fc.oneof(
  fc.constantFrom(...controls),
  fc.constantFrom(...controls).map((c) => `a${c}b`),
  fc.constant('x'.repeat(500_000)),
  fc.constant('x'.repeat(2_000)),
);
