import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { AppShell } from '../../../components/layout/app-shell';
import { CaptionEditor } from './caption-editor';
import { CaptionsTab } from './captions-tab';
import { ScriptEditor } from './script-editor';
import { ScriptsTab } from './scripts-tab';

/**
 * The scripts and captions studio. Its views live in the address, so Back, reloads and links work:
 * /scripts (main), ?edit=<id|new> (edit-script), ?tab=captions, ?tab=captions&caption=<id>
 * (edit-caption), ?tab=captions&video=<id> (Use Caption sets that video's caption).
 */
export default function ScriptsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'captions' ? 'captions' : 'scripts';
  const editScript = tab === 'scripts' ? params.get('edit') : null;
  const editCaption = tab === 'captions' ? params.get('caption') : null;
  const video = params.get('video');

  const go = (next: Record<string, string | null>, replace = false) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        for (const [k, v] of Object.entries(next)) {
          if (v === null) out.delete(k);
          else out.set(k, v);
        }
        return out;
      },
      { replace },
    );

  return (
    <AppShell
      title={tab === 'captions' ? 'Caption Generator' : 'Scripts'}
      subtitle={
        tab === 'captions'
          ? 'Captions in your tone, sized for each platform, scored for engagement.'
          : 'Every script you write or generate, ready to edit and turn into a video.'
      }
    >
      <Tabs
        value={tab}
        onChange={(_, v: string) =>
          go({ tab: v === 'captions' ? 'captions' : null, edit: null, caption: null })
        }
        aria-label="Studio"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="scripts" label="Scripts" />
        <Tab value="captions" label="Caption Generator" />
      </Tabs>
      <Box>
        {tab === 'scripts' &&
          (editScript ? (
            <ScriptEditor key={editScript} id={editScript} onClose={() => go({ edit: null })} />
          ) : (
            <ScriptsTab onEdit={(id) => go({ edit: id })} />
          ))}
        {tab === 'captions' &&
          (editCaption ? (
            <CaptionEditor key={editCaption} id={editCaption} onClose={() => go({ caption: null })} />
          ) : (
            <CaptionsTab
              onEdit={(id) => go({ caption: id })}
              videoId={video}
              onVideo={(id) => go({ video: id }, true)}
            />
          ))}
      </Box>
    </AppShell>
  );
}
