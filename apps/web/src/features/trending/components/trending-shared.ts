import { panelSx } from '../../../components/ui/panel';

// What the trending screen's parts share: the card's look, the kinds of list, a word's capital.

export const card = { ...panelSx, p: { xs: 1.75, sm: 2 } } as const;

export type Kind = 'viral' | 'hashtag' | 'topic' | 'audio';

export const cap = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;
