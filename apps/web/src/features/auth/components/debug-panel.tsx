import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getToken } from '../../../lib/auth-token';

/** The spec's debug information (endpoint, token presence). Rendered only behind `import.meta.env.DEV`. */
export function DebugPanel({ endpoint }: { endpoint: string }) {
  return (
    <Box
      component="aside"
      aria-label="Debug information"
      sx={{
        mt: 3,
        p: 1.5,
        borderRadius: 2,
        border: '1px dashed',
        borderColor: 'divider',
        fontFamily: 'monospace',
        fontSize: 12,
      }}
    >
      <Typography variant="caption" component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
        Debug (development build only)
      </Typography>
      <div>Endpoint: {new URL(endpoint, window.location.origin).toString()}</div>
      <div>Token stored: {getToken() ? 'yes' : 'no'}</div>
    </Box>
  );
}
