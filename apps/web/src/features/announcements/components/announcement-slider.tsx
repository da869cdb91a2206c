import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import { memo, useEffect, useState } from 'react';
import { LIMITS, withHttps } from '@spruik/shared';
import { imageUrl } from '../../../lib/image-url';
import { useAnnouncements } from '../api/get-announcements';
import { bannerImageShown } from './banner-images';

const ROTATE_MS = 5000;

type Announcement = NonNullable<ReturnType<typeof useAnnouncements>['data']>[number];

/** The rotating announcement banner: image, optional link opened in a new tab with https:// (docs/spec.md, Announcements). */
export function AnnouncementSlider() {
  const { data, isPending } = useAnnouncements();
  const items = (data ?? []).filter((a) => a.imageUrl);
  const [index, setIndex] = useState(0);
  // The other banners' images wait for the first one (banner-images.ts).
  const [firstSettled, setFirstSettled] = useState(false);
  const count = items.length;

  // Each banner shows for a full turn, also one the user picked with a dot.
  useEffect(() => {
    if (count < 2) return;
    const t = window.setTimeout(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => window.clearTimeout(t);
  }, [count, index]);

  if (isPending)
    return <Skeleton variant="rounded" height={LIMITS.bannerHeight} sx={{ borderRadius: '16px' }} />;
  if (!count) return null;
  const current = index % count;

  return (
    <Box role="region" aria-roledescription="carousel" aria-label="Announcements" sx={FRAME_SX}>
      {items.map((a, i) => (
        <Slide
          key={a._id ?? a.id ?? i}
          announcement={a}
          visible={i === current}
          first={i === 0}
          showImage={bannerImageShown(i, current, firstSettled)}
          onSettled={i === 0 ? setFirstSettled : undefined}
        />
      ))}
      {count > 1 && (
        <Box sx={DOTS_SX}>
          {items.map((a, i) => (
            <Dot key={a._id ?? i} index={i} active={i === current} onSelect={setIndex} />
          ))}
        </Box>
      )}
    </Box>
  );
}

// The banner turns every few seconds for as long as the home is open: a turn changes only inline opacity and
// width (the styles below are built once, and unchanged slides and dots skip rendering), so it stays a short
// task instead of restyling every slide.
const FRAME_SX = {
  position: 'relative',
  height: LIMITS.bannerHeight,
  borderRadius: '16px',
  overflow: 'hidden',
  bgcolor: 'grey.200',
} as const;
const SLIDE_SX = { position: 'absolute', inset: 0, transition: 'opacity .6s ease' } as const;
const IMAGE_SX = {
  width: '100%',
  height: LIMITS.bannerHeight,
  objectFit: 'cover',
  display: 'block',
} as const;
const DOTS_SX = {
  position: 'absolute',
  bottom: 0,
  left: 0,
  right: 0,
  display: 'flex',
  justifyContent: 'center',
} as const;
const DOT_TARGET_SX = { minWidth: 44, height: 44, borderRadius: '22px' } as const;
const DOT_SX = { display: 'block', height: 8, borderRadius: '16px', transition: 'width .2s ease' } as const;

const Slide = memo(function Slide({
  announcement: a,
  visible,
  first,
  showImage,
  onSettled,
}: {
  announcement: Announcement;
  visible: boolean;
  first: boolean;
  /** False for a hidden banner while the first one's image loads: its slide is there, empty and transparent. */
  showImage: boolean;
  /** Told once this banner's image has loaded or failed. */
  onSettled?: (settled: true) => void;
}) {
  const img = showImage && (
    <Box
      component="img"
      src={imageUrl(a.imageUrl)}
      alt="Announcement"
      // The first banner is what a home shows largest: fetch it ahead of the rest, and the rest (hidden until
      // they slide in) behind the first screen's scripts, even though they sit in the viewport.
      fetchPriority={first ? 'high' : 'low'}
      onLoad={onSettled && (() => onSettled(true))}
      onError={onSettled && (() => onSettled(true))}
      sx={IMAGE_SX}
    />
  );
  return (
    <Box aria-hidden={!visible} sx={SLIDE_SX} style={{ opacity: visible ? 1 : 0 }}>
      {a.link ? (
        <Box
          component="a"
          href={withHttps(a.link)}
          target="_blank"
          rel="noopener noreferrer"
          tabIndex={visible ? 0 : -1}
        >
          {img}
        </Box>
      ) : (
        img
      )}
    </Box>
  );
});

const Dot = memo(function Dot({
  index,
  active,
  onSelect,
}: {
  index: number;
  active: boolean;
  onSelect: (index: number) => void;
}) {
  return (
    // A 44 px tap target around the small dot that shows.
    <ButtonBase
      aria-label={`Show announcement ${index + 1}`}
      onClick={() => onSelect(index)}
      sx={DOT_TARGET_SX}
    >
      <Box
        component="span"
        sx={DOT_SX}
        style={{
          width: active ? 18 : 8,
          backgroundColor: active ? '#fff' : 'rgba(255,255,255,0.6)',
        }}
      />
    </ButtonBase>
  );
});
