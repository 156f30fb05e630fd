import ClearRounded from '@mui/icons-material/ClearRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import GridViewRounded from '@mui/icons-material/GridViewRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import ViewListRounded from '@mui/icons-material/ViewListRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { VoiceCategory } from '../../../lib/voices/get-voices';
import { accentFlag, ALL_ACCENTS, CATEGORIES, type VoiceFilters } from '../utils/voice-filters';
import { CATEGORY_COLORS, EMOJI_FONT } from './voice-styles';
import { LanguageSelect } from '../../../components/ui/language-select';
import type { Language } from '@reelsmith/contracts/languages';

export type VoiceLayout = 'grid' | 'list';

export interface VoiceToolbarProps {
  filters: VoiceFilters;
  onChange: (next: Partial<VoiceFilters>) => void;
  counts: Record<VoiceCategory, number>;
  favoriteCount: number;
  accents: string[];
  layout: VoiceLayout;
  onLayout: (layout: VoiceLayout) => void;
  /** The language the voices are heard in: every voice speaks every language. */
  language: Language;
  onLanguage: (language: Language) => void;
}

/** Search, category and favourites chips, the language and accent dropdowns and the grid/list switch. */
export function VoiceToolbar({
  filters,
  onChange,
  counts,
  favoriteCount,
  accents,
  layout,
  onLayout,
  language,
  onLanguage,
}: VoiceToolbarProps) {
  return (
    <Box role="search" aria-label="Find a voice" sx={{ display: 'grid', gap: 2 }}>
      <TextField
        value={filters.search}
        onChange={(e) => onChange({ search: e.target.value })}
        placeholder="Search by name, accent, tone, or description..."
        slotProps={{
          htmlInput: { 'aria-label': 'Search voices', type: 'search', enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded sx={{ color: 'text.secondary' }} />
              </InputAdornment>
            ),
            endAdornment: filters.search ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  aria-label="Clear search"
                  onClick={() => onChange({ search: '' })}
                  edge="end"
                >
                  <ClearRounded fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
            sx: {
              borderRadius: '14px',
              bgcolor: 'rgba(255,255,255,0.03)',
              '& input::-webkit-search-cancel-button': { display: 'none' },
            },
          },
        }}
      />

      <Box
        component="ul"
        aria-label="Categories"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {CATEGORIES.map((category) => {
          const active = filters.category === category;
          const color = CATEGORY_COLORS[category];
          return (
            <li key={category}>
              <Chip
                clickable
                onClick={() => onChange({ category: active ? null : category })}
                aria-pressed={active}
                aria-label={`${category}, ${counts[category]}`}
                label={
                  <>
                    {category}
                    <Box component="span" sx={{ ml: 0.75, opacity: 0.75, fontWeight: 700 }}>
                      {counts[category]}
                    </Box>
                  </>
                }
                sx={{
                  fontWeight: 600,
                  color: active ? '#0b0a12' : 'text.primary',
                  bgcolor: active ? color : 'rgba(255,255,255,0.04)',
                  border: '1px solid',
                  borderColor: active ? color : `${color}55`,
                  '&:hover': { bgcolor: active ? color : `${color}22` },
                  '&.Mui-focusVisible': {
                    outline: '2px solid',
                    outlineColor: color,
                    outlineOffset: 2,
                    bgcolor: active ? color : `${color}22`,
                  },
                }}
              />
            </li>
          );
        })}
        <li>
          <Chip
            clickable
            onClick={() => onChange({ favoritesOnly: !filters.favoritesOnly })}
            aria-pressed={filters.favoritesOnly}
            aria-label={`Favorites, ${favoriteCount}`}
            icon={<FavoriteRounded sx={{ fontSize: 16 }} />}
            label={
              <>
                Favorites
                <Box component="span" sx={{ ml: 0.75, opacity: 0.75, fontWeight: 700 }}>
                  {favoriteCount}
                </Box>
              </>
            }
            sx={{
              fontWeight: 600,
              color: filters.favoritesOnly ? '#0b0a12' : 'text.primary',
              bgcolor: filters.favoritesOnly ? '#f472b6' : 'rgba(255,255,255,0.04)',
              border: '1px solid',
              borderColor: filters.favoritesOnly ? '#f472b6' : 'rgba(244,114,182,0.4)',
              '& .MuiChip-icon': { color: filters.favoritesOnly ? '#0b0a12' : '#f472b6' },
              '&:hover': { bgcolor: filters.favoritesOnly ? '#f472b6' : 'rgba(244,114,182,0.14)' },
              '&.Mui-focusVisible': { outline: '2px solid #f472b6', outlineOffset: 2 },
            }}
          />
        </li>
      </Box>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <LanguageSelect
          size="small"
          value={language}
          onChange={onLanguage}
          sx={{ flex: { xs: '1 1 140px', sm: '0 0 220px' } }}
        />
        <TextField
          select
          size="small"
          label="Accent"
          value={filters.accent}
          onChange={(e) => onChange({ accent: e.target.value })}
          sx={{ flex: { xs: '1 1 140px', sm: '0 0 220px' } }}
        >
          <MenuItem value={ALL_ACCENTS}>All Accents</MenuItem>
          {accents.map((accent) => (
            <MenuItem key={accent} value={accent}>
              <Box component="span" aria-hidden sx={{ mr: 1, fontFamily: EMOJI_FONT }}>
                {accentFlag(accent)}
              </Box>
              {accent}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: { sm: 1 } }} />
        <ToggleButtonGroup
          value={layout}
          exclusive
          size="small"
          aria-label="Layout"
          onChange={(_e, next: VoiceLayout | null) => next && onLayout(next)}
          sx={{ '& .MuiToggleButton-root': { px: 1.25 } }}
        >
          <ToggleButton value="grid" aria-label="Grid view">
            <GridViewRounded fontSize="small" />
          </ToggleButton>
          <ToggleButton value="list" aria-label="List view">
            <ViewListRounded fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
    </Box>
  );
}
