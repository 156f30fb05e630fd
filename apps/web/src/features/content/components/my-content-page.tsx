import AddRounded from '@mui/icons-material/AddRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import VideoLibraryRounded from '@mui/icons-material/VideoLibraryRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { gradientTile } from '../../../lib/theme';
import { AppShell } from '../../../components/layout/app-shell';
import {
  useContent,
  type ContentFilters,
  type ContentItem,
  type ContentSort,
  type ContentType,
} from '../api/get-content';
import type { CardAction } from './content-card-menu';
import { ContentGrid, GRID } from './content-grid';
import { DeleteDialog, DuplicateDialog, RenameDialog } from './content-dialogs';
import { optionItems } from '../../../components/ui/option-select';

const TYPES: Array<{ id: '' | ContentType; label: string }> = [
  { id: '', label: 'All' },
  { id: 'video', label: 'Videos' },
  { id: 'script', label: 'Scripts' },
  { id: 'audio', label: 'Audio' },
];
const STATUSES = [
  { id: '', label: 'Any status' },
  { id: 'ready', label: 'Ready' },
  { id: 'processing', label: 'Processing' },
  { id: 'failed', label: 'Failed' },
  { id: 'draft', label: 'Draft' },
];
const SORTS: Array<{ id: ContentSort; label: string }> = [
  { id: 'newest', label: 'Newest first' },
  { id: 'oldest', label: 'Oldest first' },
  { id: 'title', label: 'Title A–Z' },
];

function useFilters(): [
  ContentFilters,
  (patch: Partial<Record<'type' | 'status' | 'q' | 'sort', string>>) => void,
] {
  const [params, setParams] = useSearchParams();
  const type = params.get('type') as ContentType | null;
  const sort = (params.get('sort') as ContentSort | null) ?? 'newest';
  const filters: ContentFilters = {
    type: type && ['video', 'script', 'audio'].includes(type) ? type : undefined,
    status: params.get('status') || undefined,
    q: params.get('q') || undefined,
    sort: SORTS.some((s) => s.id === sort) ? sort : 'newest',
  };
  const set = (patch: Partial<Record<'type' | 'status' | 'q' | 'sort', string>>) =>
    setParams(
      (p) => {
        for (const [k, v] of Object.entries(patch)) {
          if (v) p.set(k, v);
          else p.delete(k);
        }
        return p;
      },
      { replace: true },
    );
  return [filters, set];
}

function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 6, sm: 10 },
        px: 2,
        borderRadius: '22px',
        border: '1px dashed rgba(167,139,250,0.3)',
        background: 'radial-gradient(500px 200px at 50% 0%, rgba(139,92,246,0.12), transparent 70%)',
      }}
    >
      <Box
        sx={{
          ...gradientTile(60, '18px'),
          mx: 'auto',
          mb: 2,
        }}
      >
        <VideoLibraryRounded sx={{ color: '#fff', fontSize: 30 }} />
      </Box>
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: 20 }}>
        {filtered ? 'Nothing matches these filters' : 'Nothing here yet'}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 420, mx: 'auto' }}>
        {filtered
          ? 'Try another word, or clear the filters to see everything you have made.'
          : 'Videos, scripts and voice-overs you make show up here, ready to play, download or remix.'}
      </Typography>
      <Box sx={{ mt: 2.5 }}>
        {filtered ? (
          <Button variant="outlined" onClick={onClear} sx={{ borderColor: 'divider' }}>
            Clear filters
          </Button>
        ) : (
          <Button component={RouterLink} to="/create" variant="contained" startIcon={<AddRounded />}>
            Create your first video
          </Button>
        )}
      </Box>
    </Box>
  );
}

function Library() {
  const [filters, setFilters] = useFilters();
  const [search, setSearch] = useState(filters.q ?? '');
  const content = useContent(filters);
  const sentinel = useRef<HTMLDivElement>(null);
  const [dialog, setDialog] = useState<{ action: CardAction; item: ContentItem } | null>(null);
  const [toast, setToast] = useState('');

  // Type to search: the list follows after a short pause.
  useEffect(() => {
    const t = setTimeout(() => {
      if ((filters.q ?? '') !== search.trim()) setFilters({ q: search.trim() });
    }, 300);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = content;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries[0]?.isIntersecting && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const items = content.data?.pages.flatMap((p) => p.results) ?? [];
  const filtered = !!(filters.type || filters.status || filters.q);

  return (
    <>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 3 }}>
        <TextField
          placeholder="Search titles, ideas and scripts"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          size="small"
          slotProps={{
            htmlInput: { 'aria-label': 'Search', type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: '1 1 260px', maxWidth: { md: 380 }, '& .MuiOutlinedInput-root': { borderRadius: 999 } }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filters.type ?? ''}
          onChange={(_, v: string | null) => v !== null && setFilters({ type: v })}
          aria-label="Type"
          sx={{
            '& .MuiToggleButton-root': {
              px: 1.75,
              textTransform: 'none',
              fontWeight: 600,
              borderColor: 'divider',
            },
            '& .Mui-selected': { bgcolor: 'rgba(167,139,250,0.18) !important', color: 'text.primary' },
          }}
        >
          {TYPES.map((t) => (
            <ToggleButton key={t.id} value={t.id}>
              {t.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ display: 'flex', gap: 1.5, flex: { xs: '1 1 100%', md: '0 0 auto' } }}>
          <TextField
            select
            size="small"
            label="Status"
            value={filters.status ?? ''}
            onChange={(e) => setFilters({ status: e.target.value })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ flex: 1, minWidth: 140 }}
          >
            {optionItems(STATUSES)}
          </TextField>
          <TextField
            select
            size="small"
            label="Sort"
            value={filters.sort}
            onChange={(e) => setFilters({ sort: e.target.value === 'newest' ? '' : e.target.value })}
            sx={{ flex: 1, minWidth: 150 }}
          >
            {optionItems(SORTS)}
          </TextField>
        </Box>
      </Box>

      {content.isPending ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: GRID, gap: 2 }}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton
              key={i}
              variant="rounded"
              sx={{ height: 'auto', aspectRatio: '9 / 14', borderRadius: '18px' }}
            />
          ))}
        </Box>
      ) : content.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void content.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load your content. Please try again.
        </Alert>
      ) : items.length === 0 ? (
        <EmptyState
          filtered={filtered}
          onClear={() => {
            setSearch('');
            setFilters({ type: '', status: '', q: '' });
          }}
        />
      ) : (
        <>
          <ContentGrid items={items} onAction={(action, it) => setDialog({ action, item: it })} />
          <Box ref={sentinel} sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
            {hasNextPage ? (
              <Button
                onClick={() => void fetchNextPage()}
                disabled={isFetchingNextPage}
                variant="outlined"
                sx={{ borderColor: 'divider' }}
              >
                {isFetchingNextPage ? <CircularProgress size={18} /> : 'Load more'}
              </Button>
            ) : (
              items.length > 12 && (
                <Typography variant="caption" color="text.secondary">
                  That is everything.
                </Typography>
              )
            )}
          </Box>
        </>
      )}

      {dialog?.action === 'delete' && <DeleteDialog item={dialog.item} onClose={() => setDialog(null)} />}
      {dialog?.action === 'rename' && <RenameDialog item={dialog.item} onClose={() => setDialog(null)} />}
      {dialog?.action === 'duplicate' && (
        <DuplicateDialog
          item={dialog.item}
          onClose={() => setDialog(null)}
          onStarted={() => setToast('Your new video is on its way — it appears at the top.')}
        />
      )}
      <Snackbar
        open={!!toast}
        autoHideDuration={4000}
        onClose={() => setToast('')}
        message={toast}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        sx={{ bottom: { xs: 90, md: 24 } }}
      />
    </>
  );
}

export default function MyContentPage() {
  return (
    <AppShell
      title="My Content"
      subtitle="Your videos, scripts and voice-overs — play, download, rename and remix."
      actions={
        <Button component={RouterLink} to="/create" variant="contained" startIcon={<AddRounded />}>
          New video
        </Button>
      }
    >
      <Library />
    </AppShell>
  );
}
