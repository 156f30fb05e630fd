import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import type { ReactElement } from 'react';
import { isCloneVoiceId } from '@reelsmith/contracts/voices';
import type { VoiceClone } from './clones';

/**
 * The user's cloned voices as options of a voice select (decision 028), under their own heading and
 * before the catalogue. An array, not a fragment: MUI's Select reads its options as direct children.
 * A chosen clone the list does not hold (still loading, or deleted) keeps an option so the select
 * never shows an empty value.
 */
export function cloneMenuItems(clones: readonly VoiceClone[] | undefined, selected?: string): ReactElement[] {
  const own = [...(clones ?? [])];
  const missing = selected && isCloneVoiceId(selected) && !own.some((c) => c.id === selected);
  const items = own.map((c) => (
    <MenuItem key={c.id} value={c.id}>
      {c.name} · Your voice
    </MenuItem>
  ));
  if (missing)
    items.push(
      <MenuItem key={selected} value={selected}>
        Your cloned voice
      </MenuItem>,
    );
  if (!items.length) return [];
  return [
    <ListSubheader key="own-voices-heading">Your voices</ListSubheader>,
    ...items,
    <ListSubheader key="catalogue-heading">Reelsmith voices</ListSubheader>,
  ];
}
