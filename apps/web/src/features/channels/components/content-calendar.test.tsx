import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChannelItemDto as ChannelItem } from '@reelsmith/contracts/channels';
import { addDays, dayKey } from '../lib/calendar-days';
import { ContentCalendar } from './content-calendar';

afterEach(cleanup);

const at = (day: Date, h: number) =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate(), h).toISOString();
const today = new Date();
const item = (over: Partial<ChannelItem>): ChannelItem => ({
  id: 'i1',
  channel_id: 'c1',
  idea: 'Why anglerfish glow',
  state: 'scheduled',
  video_id: 'v1',
  percent: 0,
  thumbnail_url: null,
  error: null,
  scheduled_at: at(today, 18),
  posted_at: null,
  post_id: 'p1',
  created_at: at(today, 9),
  updated_at: at(today, 9),
  ...over,
});

/** A drag's data store, as the browser hands it from dragstart to drop. */
function dataTransfer() {
  const data = new Map<string, string>();
  return {
    setData: (k: string, v: string) => data.set(k, v),
    getData: (k: string) => data.get(k) ?? '',
    effectAllowed: '',
    dropEffect: '',
  };
}

describe('content calendar', () => {
  it('moves an item dropped on another day of the week, and not one dropped on its own day', () => {
    const onMove = vi.fn();
    // Today's week always holds today; the target is another day of the same week.
    const other = addDays(today, today.getDay() === 0 ? -1 : 1);
    render(<ContentCalendar items={[item({})]} busyId={null} onMove={onMove} onRetry={vi.fn()} />);
    const card = screen.getByTestId('calendar-item');
    expect(screen.getByTestId(`calendar-day-${dayKey(today)}`).contains(card)).toBe(true);
    const dt = dataTransfer();
    fireEvent.dragStart(card, { dataTransfer: dt });
    fireEvent.drop(screen.getByTestId(`calendar-day-${dayKey(today)}`), { dataTransfer: dt });
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.drop(screen.getByTestId(`calendar-day-${dayKey(other)}`), { dataTransfer: dt });
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove.mock.calls[0][0].id).toBe('i1');
    expect(dayKey(onMove.mock.calls[0][1])).toBe(dayKey(other));
  });

  it('offers "Move to…" for the keyboard, but not on a posted item', () => {
    const onMove = vi.fn();
    render(
      <ContentCalendar
        items={[item({}), item({ id: 'i2', idea: 'Giant squid eyes', state: 'posted' })]}
        busyId={null}
        onMove={onMove}
        onRetry={vi.fn()}
      />,
    );
    expect(screen.queryByLabelText('Move to… Giant squid eyes')).toBeNull();
    fireEvent.click(screen.getByLabelText('Move to… Why anglerfish glow'));
    const tomorrow = addDays(today, 1);
    const name = tomorrow.toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric' });
    // By text: a role query over the open menu's whole tree takes seconds in jsdom.
    fireEvent.click(screen.getByText(name));
    expect(dayKey(onMove.mock.calls[0][1])).toBe(dayKey(tomorrow));
  });

  it('shows a failed post with its reason and a Retry', () => {
    const onRetry = vi.fn();
    render(
      <ContentCalendar
        items={[item({ state: 'failed', error: 'YouTube: the daily upload limit was reached.' })]}
        busyId={null}
        onMove={vi.fn()}
        onRetry={onRetry}
      />,
    );
    const card = screen.getByTestId('calendar-item');
    expect(within(card).getByText('Failed')).toBeTruthy();
    expect(within(card).getByText('YouTube: the daily upload limit was reached.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
