import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  WATERMARK_POSITIONS,
  type Storyboard,
  type StoryboardBrand,
  type WatermarkPosition,
} from '@reelsmith/contracts/storyboard';
import { OptionSelect } from '../../../components/ui/option-select';
import { panelSx } from '../../../components/ui/panel';

type Apply = (edit: (sb: Storyboard) => Storyboard) => boolean;

const CORNER_LABEL: Record<WatermarkPosition, string> = {
  'top-left': 'Top left',
  'top-right': 'Top right',
  'bottom-left': 'Bottom left',
  'bottom-right': 'Bottom right',
};

function Swatch({ label, colour }: { label: string; colour: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        role="img"
        aria-label={`${label} colour ${colour}`}
        sx={{ width: 24, height: 24, borderRadius: 1, bgcolor: colour, border: 1, borderColor: 'divider' }}
      />
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}

/**
 * The brand kit this video was made with (issue 41): what it puts in the video, a switch to leave the
 * logo, font and caption colour out of this video only, and the logo's corner. The kit's intro and
 * outro are scenes in the strip, changed or removed like any other.
 */
export function BrandPanel({ doc, apply }: { doc: Storyboard; apply: Apply }) {
  const brand = doc.brand;
  if (!brand) return null;
  const set = (patch: Partial<StoryboardBrand>) =>
    apply((sb) => (sb.brand ? { ...sb, brand: { ...sb.brand, ...patch } } : sb));
  const shown = brand.show !== false;
  return (
    <Box component="section" aria-labelledby="brand-title" sx={{ ...panelSx, display: 'grid', gap: 2 }}>
      <Typography id="brand-title" component="h2" sx={{ fontWeight: 800, fontSize: 18 }}>
        Your brand
      </Typography>
      <FormControlLabel
        control={<Switch checked={shown} onChange={(e) => set({ show: e.target.checked })} />}
        label="Show my logo, font and caption colour in this video"
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, opacity: shown ? 1 : 0.5 }}>
        <Swatch label="Main" colour={brand.colors.primary} />
        <Swatch label="Second" colour={brand.colors.secondary} />
        <Swatch label="Text" colour={brand.colors.text} />
        <Typography variant="body2">Font: {brand.font.name}</Typography>
      </Box>
      {brand.logoKey && (
        <OptionSelect
          label="Logo corner"
          value={brand.watermarkPosition}
          options={WATERMARK_POSITIONS.map((id) => ({ id, label: CORNER_LABEL[id] }))}
          onChange={(watermarkPosition: WatermarkPosition) => set({ watermarkPosition })}
        />
      )}
      <Typography variant="body2" color="text.secondary">
        The scenes’ backgrounds are in your colours. Render a new version to see your changes in the video.
      </Typography>
    </Box>
  );
}
