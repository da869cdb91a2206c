import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code drawn as one SVG path (uqr encodes; no canvas, no inline markup), black on white with the quiet zone
 * the standard asks for, so phone cameras read it from the screen.
 */
export function QrCode({ value, size = 200, label }: { value: string; size?: number; label: string }) {
  const { path, modules } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 4 });
    const d: string[] = [];
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d.push(`M${x} ${y}h1v1h-1z`);
      }),
    );
    return { path: d.join(''), modules: qr.size };
  }, [value]);
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      sx={{ width: size, height: size, bgcolor: '#fff', display: 'block', borderRadius: '8px' }}
    >
      <path d={path} fill="#000" />
    </Box>
  );
}
