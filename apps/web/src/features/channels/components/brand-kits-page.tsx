import AddRounded from '@mui/icons-material/AddRounded';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppShell } from '../../../components/layout/app-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { panelListSx, panelRowSx } from '../../../components/ui/panel';
import { failureText } from '../../../lib/server-errors';
import { useBrandKits, useDeleteBrandKit } from '../api/brand-kits';
import type { BrandKitDto as BrandKit } from '@reelsmith/contracts/channels';
import { BrandKitFormDialog } from './brand-kit-form-dialog';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

function Swatches({ kit }: { kit: BrandKit }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }} aria-hidden>
      {[kit.primary_color, kit.secondary_color, kit.text_color].map((c, i) => (
        <Box
          key={i}
          sx={{
            width: 20,
            height: 20,
            borderRadius: '6px',
            bgcolor: c,
            border: '1px solid',
            borderColor: 'divider',
          }}
        />
      ))}
    </Box>
  );
}

/** /channels/brand-kits: the logos, colours, fonts and cards a channel's videos carry. */
export default function BrandKitsPage() {
  const kits = useBrandKits();
  const del = useDeleteBrandKit();
  const [editing, setEditing] = useState<BrandKit | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BrandKit | null>(null);
  return (
    <AppShell
      title="Brand kits"
      subtitle="Your logo, colours, font and intro and outro cards, carried by every video made under a kit."
      actions={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/channels" startIcon={<ArrowBackRounded />} variant="outlined">
            Channels
          </Button>
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing('new')}>
            New brand kit
          </Button>
        </Box>
      }
    >
      {kits.isError && <Alert severity="error">Your brand kits could not be loaded. Please try again.</Alert>}
      {kits.isPending ? (
        <Skeleton variant="rounded" height={120} sx={{ borderRadius: '18px' }} />
      ) : kits.data?.length === 0 ? (
        <EmptyState
          title="No brand kits yet"
          hint="Make one with your logo and colours, then choose it for a channel."
        />
      ) : (
        <Box component="ul" sx={panelListSx}>
          {kits.data?.map((k) => (
            <Box
              component="li"
              key={k.id}
              data-testid="brand-kit-row"
              sx={{ ...panelRowSx, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
            >
              {k.logo_url && (
                <Box
                  component="img"
                  src={k.logo_url}
                  alt=""
                  sx={{ width: 40, height: 40, objectFit: 'contain', borderRadius: '8px' }}
                />
              )}
              <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{k.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {k.team_id ? `Your team’s · ${k.font.name}` : k.font.name}
                </Typography>
              </Box>
              <Swatches kit={k} />
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => setEditing(k)}
                  aria-label={`Edit ${k.name}`}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => setDeleting(k)}
                  aria-label={`Delete ${k.name}`}
                >
                  Delete
                </Button>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {editing && (
        <BrandKitFormDialog kit={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title={`Delete ${deleting.name}?`}
          text="Videos already made keep their look. Channels using this kit carry on without one."
          pending={del.isPending}
          error={failureText(del.error)}
          onClose={() => {
            setDeleting(null);
            del.reset();
          }}
          onConfirm={() => del.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        />
      )}
    </AppShell>
  );
}
