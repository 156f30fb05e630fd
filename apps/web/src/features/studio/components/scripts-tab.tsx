import AddRounded from '@mui/icons-material/AddRounded';
import FilterListRounded from '@mui/icons-material/FilterListRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { SCRIPT_CATEGORIES } from '@reelsmith/contracts/captions';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteScript } from '../api/delete-script';
import { useScripts } from '../api/list-scripts';
import type { StudioScript } from '../api/types';
import { ConfirmDelete } from './confirm-delete';
import { EmptyState } from '../../../components/ui/empty-state';
import { GenerateScriptPanel } from './generate-script-panel';
import { ScriptCard } from './script-card';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

export function ScriptsTab({ onEdit }: { onEdit: (id: string) => void }) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [showFilters, setShowFilters] = useState(false);
  const [category, setCategory] = useState<string | null>(null);
  const deferred = useDeferredValue(search);
  const scripts = useScripts({ search: deferred, category });
  const del = useDeleteScript();
  const [deleting, setDeleting] = useState<StudioScript | null>(null);

  const items = scripts.data?.pages.flatMap((p) => p.results) ?? [];
  const total = scripts.data?.pages[0]?.count ?? 0;
  const filtered = !!deferred.trim() || !!category;

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <TextField
          placeholder="Search scripts..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          size="small"
          slotProps={{
            htmlInput: { 'aria-label': 'Search scripts', maxLength: 200 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: 1, minWidth: { xs: '100%', sm: 0 } }}
        />
        <ToggleButton
          value="filters"
          selected={showFilters}
          onChange={() => setShowFilters((v) => !v)}
          size="small"
          aria-label="Filter by category"
          aria-expanded={showFilters}
          sx={{ borderRadius: 999, px: 2, gap: 0.75, flex: { xs: 1, sm: 'none' } }}
        >
          <FilterListRounded fontSize="small" /> Filter
        </ToggleButton>
        <Button
          variant="contained"
          startIcon={<AddRounded />}
          onClick={() => onEdit('new')}
          sx={{ flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap' }}
        >
          New Script
        </Button>
      </Box>
      {showFilters && (
        <Box role="radiogroup" aria-label="Category" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {['All', ...SCRIPT_CATEGORIES].map((c) => {
            const active = c === 'All' ? category === null : category === c;
            return (
              <Chip
                key={c}
                role="radio"
                aria-checked={active}
                label={c}
                onClick={() => setCategory(c === 'All' ? null : c)}
                color={active ? 'primary' : 'default'}
                variant={active ? 'filled' : 'outlined'}
              />
            );
          })}
        </Box>
      )}

      <GenerateScriptPanel onDone={onEdit} />

      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: 18 }}>
          Your scripts
        </Typography>
        {scripts.isSuccess && (
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {total} {total === 1 ? 'script' : 'scripts'}
            {filtered ? ' found' : ''}
          </Typography>
        )}
      </Box>

      {scripts.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void scripts.refetch()}>
              Retry
            </Button>
          }
        >
          {scripts.error.message}
        </Alert>
      )}
      {scripts.isPending && (
        <Box sx={grid} aria-busy="true" aria-label="Loading scripts">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={230} sx={{ borderRadius: '20px' }} />
          ))}
        </Box>
      )}
      {scripts.isSuccess && items.length === 0 && (
        <EmptyState
          title={filtered ? 'No scripts found' : 'No scripts yet'}
          hint={
            filtered
              ? 'Try another search or category.'
              : 'Generate one from a topic above, or write your own with New Script.'
          }
          sx={{ py: 6, px: 2, borderRadius: '20px' }}
        />
      )}
      {items.length > 0 && (
        <Box sx={grid}>
          {items.map((s) => (
            <ScriptCard
              key={s.id}
              script={s}
              onEdit={() => onEdit(s.id)}
              onDelete={() => setDeleting(s)}
              onUse={() => void navigate(`/create?script=${s.id}`)}
            />
          ))}
        </Box>
      )}
      {scripts.hasNextPage && (
        <Button
          onClick={() => void scripts.fetchNextPage()}
          disabled={scripts.isFetchingNextPage}
          variant="outlined"
          sx={{ justifySelf: 'center', borderColor: 'divider', color: 'text.primary' }}
        >
          {scripts.isFetchingNextPage ? 'Loading…' : `Load more (${total - items.length} more)`}
        </Button>
      )}
      <ConfirmDelete
        what="script"
        target={deleting?.id ?? null}
        deletion={del}
        onCancel={() => (del.reset(), setDeleting(null))}
        onDeleted={() => setDeleting(null)}
      />
    </Box>
  );
}
