import fc from 'fast-check';

/** Each C0 control (NUL included), DEL and a few C1 controls, alone and inside text. */
const controls = [...Array.from({ length: 0x20 }, (_, i) => i), 0x7f, 0x80, 0x85, 0x9f].map((c) =>
  String.fromCharCode(c),
);

/** Lone UTF-16 surrogates (jsonb refuses them): high and low, alone, inside text, and half of an emoji. */
const loneSurrogates = ['\ud800', 'a\udc00b', 'x\udbff', '😀'.slice(0, 1), '😀'.slice(1)];

/**
 * Strings the no-5xx walkers mix into every field, query and id: control characters (PostgreSQL refuses NUL in
 * text), lone surrogates, 500,000 characters, and text just long enough to pass the body cap but not a field's
 * maximum. In an address, pass them through `encodeOdd`.
 */
export const oddStrings = fc.oneof(
  fc.constantFrom(...controls),
  fc.constantFrom(...controls).map((c) => `a${c}b`),
  fc.constantFrom(...loneSurrogates),
  fc.constant('x'.repeat(500_000)),
  fc.constant('x'.repeat(2_000)),
);

/**
 * encodeURIComponent for any string: it throws on a lone surrogate, which UTF-8 cannot hold. A client can still
 * send the bytes a careless encoder writes for one (e.g. %ED%A0%80), so those are what goes in the address.
 */
export const encodeOdd = (s: string) =>
  s.replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]|[^\ud800-\udfff]+/g, (part) => {
    const code = part.charCodeAt(0);
    if (part.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(part);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      .map((b) => `%${b.toString(16).toUpperCase()}`)
      .join('');
  });
