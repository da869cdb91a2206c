import sharp from 'sharp';

/**
 * The demo world's home-screen banners: real artwork drawn as SVG and rendered to PNG by sharp at seed
 * time, instead of blank stripes, then stored through the upload pipeline (as WebP) like any upload. The slider
 * shows them 200 px high and cropped to the phone's width (object-fit cover), so the words sit in the middle
 * 540 px and the motifs at the sides may be cut off on narrow phones.
 * The text needs a system font (DejaVu or Liberation Sans, in the Docker image too).
 */
export type Motif = 'cup' | 'pin' | 'star';
export type BannerArt = { title: string; subtitle: string; colours: readonly [string, string]; motif: Motif };

export const BANNER_WIDTH = 960;
export const BANNER_HEIGHT = 400;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Each motif is drawn around (0, 0) in a 200 px box, white at the given opacity. */
const MOTIFS: Record<Motif, string> = {
  // A takeaway cup with a lid and steam.
  cup: `<path d="M-55 -40 H55 L42 90 Q40 100 30 100 H-30 Q-40 100 -42 90 Z" fill="#fff"/>
    <rect x="-64" y="-62" width="128" height="24" rx="10" fill="#fff"/>
    <rect x="-40" y="10" width="80" height="36" rx="6" fill="currentColor" opacity="0.35"/>
    <path d="M-20 -80 q-14 -20 0 -40 M10 -80 q-14 -20 0 -40" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  // A map pin with a dot.
  pin: `<path d="M0 100 C-20 60 -70 20 -70 -30 A70 70 0 1 1 70 -30 C70 20 20 60 0 100 Z" fill="#fff"/>
    <circle cx="0" cy="-30" r="26" fill="currentColor" opacity="0.45"/>`,
  // A five-pointed star with a small sparkle.
  star: `<polygon points="0,-95 24,-30 92,-30 37,10 58,78 0,38 -58,78 -37,10 -92,-30 -24,-30" fill="#fff"/>
    <path d="M80 -90 l8 18 18 8 -18 8 -8 18 -8 -18 -18 -8 18 -8 z" fill="#fff"/>`,
};

/** The banner as SVG: a diagonal gradient, soft circles, a motif on each side and the words in the middle. */
export function bannerSvg(art: BannerArt): string {
  const [from, to] = art.colours;
  const motif = MOTIFS[art.motif];
  const font = `'DejaVu Sans', 'Liberation Sans', Arial, sans-serif`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#bg)"/>
  <circle cx="120" cy="60" r="150" fill="#fff" opacity="0.08"/>
  <circle cx="880" cy="380" r="190" fill="#fff" opacity="0.08"/>
  <circle cx="700" cy="40" r="60" fill="#fff" opacity="0.06"/>
  <g transform="translate(110 210) rotate(-10) scale(0.9)" color="${from}" opacity="0.9">${motif}</g>
  <g transform="translate(860 190) rotate(12) scale(0.55)" color="${to}" opacity="0.5">${motif}</g>
  <text x="480" y="190" text-anchor="middle" font-family="${font}" font-size="44" font-weight="700" fill="#fff">${escape(art.title)}</text>
  <text x="480" y="242" text-anchor="middle" font-family="${font}" font-size="26" fill="#fff" opacity="0.95">${escape(art.subtitle)}</text>
</svg>`;
}

/** The banner rendered to a PNG (960 × 400). */
export const bannerPng = (art: BannerArt): Promise<Buffer> =>
  sharp(Buffer.from(bannerSvg(art)))
    .png({ compressionLevel: 9 })
    .toBuffer();
