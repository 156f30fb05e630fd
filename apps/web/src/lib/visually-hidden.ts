/**
 * Text a screen reader reads but nobody sees (a control's name beside its icon, a chart's table).
 * Plain px strings: in MUI's `sx` a bare `1` would mean 100 %.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
