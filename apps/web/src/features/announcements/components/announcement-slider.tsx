import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';
import { LIMITS, withHttps } from '@spruik/shared';
import { imageUrl } from '../../../lib/image-url';
import { useAnnouncements } from '../api/get-announcements';

const ROTATE_MS = 5000;

/** The rotating announcement banner: image, optional link opened in a new tab with https:// (SPEC.md). */
export function AnnouncementSlider() {
  const { data, isPending } = useAnnouncements();
  const items = (data ?? []).filter((a) => a.imageUrl);
  const [index, setIndex] = useState(0);
  const count = items.length;

  useEffect(() => {
    if (count < 2) return;
    const t = window.setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => window.clearInterval(t);
  }, [count]);

  if (isPending)
    return <Skeleton variant="rounded" height={LIMITS.bannerHeight} sx={{ borderRadius: '16px' }} />;
  if (!count) return null;
  const current = index % count;

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label="Announcements"
      sx={{
        position: 'relative',
        height: LIMITS.bannerHeight,
        borderRadius: '16px',
        overflow: 'hidden',
        bgcolor: 'grey.200',
      }}
    >
      {items.map((a, i) => {
        const img = (
          <Box
            component="img"
            src={imageUrl(a.imageUrl)}
            alt="Announcement"
            // The first banner is what a home shows largest: fetch it ahead of the rest.
            fetchPriority={i === 0 ? 'high' : 'auto'}
            sx={{ width: '100%', height: LIMITS.bannerHeight, objectFit: 'cover', display: 'block' }}
          />
        );
        return (
          <Box
            key={a._id ?? a.id ?? i}
            aria-hidden={i !== current}
            sx={{
              position: 'absolute',
              inset: 0,
              opacity: i === current ? 1 : 0,
              transition: 'opacity .6s ease',
            }}
          >
            {a.link ? (
              <Box
                component="a"
                href={withHttps(a.link)}
                target="_blank"
                rel="noopener noreferrer"
                tabIndex={i === current ? 0 : -1}
              >
                {img}
              </Box>
            ) : (
              img
            )}
          </Box>
        );
      })}
      {count > 1 && (
        <Box
          sx={{
            position: 'absolute',
            bottom: 0,
            left: 0,
            right: 0,
            display: 'flex',
            justifyContent: 'center',
          }}
        >
          {items.map((a, i) => (
            // A 44 px tap target (issue 13) around the small dot that shows.
            <ButtonBase
              key={a._id ?? i}
              aria-label={`Show announcement ${i + 1}`}
              onClick={() => setIndex(i)}
              sx={{ minWidth: 44, height: 44, borderRadius: '22px' }}
            >
              <Box
                component="span"
                sx={{
                  display: 'block',
                  width: i === current ? 18 : 8,
                  height: 8,
                  borderRadius: '16px',
                  bgcolor: i === current ? 'common.white' : 'rgba(255,255,255,0.6)',
                  transition: 'width .2s ease',
                }}
              />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
