import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * A style's moving sample: a short muted loop rendered by the video renderer from the style itself
 * (`npm run style-previews` writes them to public/style-previews). The style's colours stay behind it
 * while it loads, and it holds still for people who ask for less motion.
 */
export function StylePreview({ id, swatch }: { id: string; swatch: string }) {
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <Box
      sx={{
        position: 'relative',
        // 4:3 shows 42 % of the 9:16 sample's height, its picture (rows 8 to 45 %) whole at any width.
        aspectRatio: '4 / 3',
        borderRadius: '10px',
        overflow: 'hidden',
        background: swatch,
        mb: 1,
      }}
    >
      <Box
        component="video"
        src={`/style-previews/${id}.mp4`}
        data-testid={`style-preview-${id}`}
        autoPlay={!still}
        loop
        muted
        playsInline
        preload={still ? 'metadata' : 'auto'}
        aria-hidden
        tabIndex={-1}
        // The sample's picture sits in the upper part of the 9:16 frame: a centred crop cut it in half.
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          objectPosition: '50% 8%',
        }}
      />
    </Box>
  );
}
