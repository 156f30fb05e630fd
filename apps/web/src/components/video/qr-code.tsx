import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { encode } from 'uqr';

/** A QR code drawn as one SVG path (dark modules on white, with the quiet zone phones need). */
export function QrCode({ text, size = 220, label }: { text: string; size?: number; label: string }) {
  const { path, modules } = useMemo(() => {
    const { data, size: n } = encode(text, { ecc: 'M', border: 2 });
    let d = '';
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, modules: n };
  }, [text]);
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      sx={{ width: size, height: size, bgcolor: '#fff', borderRadius: '12px', display: 'block' }}
    >
      <path d={path} fill="#000" />
    </Box>
  );
}
