import { api } from '../../../lib/api-client';

/** Opening a script in the editor counts as a view (shown on its card). */
export const countScriptView = (id: string) =>
  api<void>(`/api/scripts/${id}/view/`, { method: 'POST' }).catch(() => undefined);
