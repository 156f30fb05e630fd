import { useBilling } from '../../lib/billing/billing-api';
import { OptionSelect } from './option-select';

export type Scope = 'me' | 'team';

const SCOPES = [
  { id: 'me', label: 'Just me' },
  { id: 'team', label: 'My team' },
] as const;

/** "Just me" or "My team": shown only to someone on a team (decision 115); nothing otherwise. */
export function ScopeSelect({ value, onChange }: { value: Scope; onChange: (scope: Scope) => void }) {
  const billing = useBilling(60_000);
  if (!billing.data?.team) return null;
  return (
    <OptionSelect
      size="small"
      label="Showing"
      value={value}
      options={SCOPES}
      onChange={onChange}
      sx={{ minWidth: 130 }}
    />
  );
}
