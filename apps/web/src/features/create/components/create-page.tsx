import DashboardRounded from '@mui/icons-material/DashboardRounded';
import { compactInstructions } from '../../../lib/instructions/instructions-api';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AppShell, useAccount } from '../../../components/layout/app-shell';
import { countWords } from '../../../lib/format';
import { titleCase, vibeOf } from '../../../lib/video-options';
import { newSeed, useCreateVideo } from '../../../lib/videos/create-video';
import { useGenerateAudio } from '../api/generate-audio';
import { useGenerateScript } from '../api/generate-script';
import { useSavedScript } from '../api/get-saved-script';
import { useUpdateScript } from '../api/update-script';
import { stepError, useCreateFlow, type CreateFlow } from '../hooks/use-create-flow';
import { AudioStep } from './audio-step';
import { ScriptStep } from './script-step';
import { StepNav } from './step-nav';
import { TopicStep } from './topic-step';
import { VideoStep } from './video-step';
import { VoiceStep } from './voice-step';
import { useClones, voiceName } from '../../../lib/voices/clones';
import { NoVideosLeftNotice } from '../../../components/ui/no-videos-left';
import { languageLabel, languageOf } from '../../../components/ui/language-select';

function Summary({ flow }: { flow: CreateFlow }) {
  const s = flow.state;
  const vibe = vibeOf(s.vibe);
  const clones = useClones();
  const rows = [
    { k: 'Topic', v: s.topic.trim() || '—' },
    { k: 'Vibe', v: vibe?.label ?? '—' },
    { k: 'Length', v: `${s.duration} s` },
    { k: 'Language', v: languageLabel(languageOf(s.language)) },
    { k: 'Script', v: s.script ? `${countWords(s.script.text)} words` : '—' },
    { k: 'Voice', v: voiceName(s.voice, clones.data?.clones) },
    { k: 'Audio', v: s.audio ? `${Math.round(s.audio.duration_seconds)} s narration` : '—' },
    { k: 'Look', v: `${titleCase(s.style)} · ${titleCase(s.captionStyle)} captions` },
  ];
  return (
    <Box
      component="aside"
      aria-label="Your video so far"
      sx={{
        display: { xs: 'none', lg: 'block' },
        position: 'sticky',
        top: 96,
        p: 2.5,
        borderRadius: '22px',
        border: '1px solid',
        borderColor: 'divider',
        background: 'linear-gradient(180deg, rgba(139,92,246,0.10), rgba(21,19,31,0.6))',
      }}
    >
      <Typography variant="overline" color="text.secondary">
        Your video so far
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gap: 1.25 }}>
        {rows.map((r) => (
          <Box key={r.k}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {r.k}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{
                m: 0,
                fontWeight: 600,
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {r.v}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function CreateFlowScreen() {
  const account = useAccount();
  const flow = useCreateFlow();
  const [params, setParams] = useSearchParams();
  const script = useGenerateScript();
  const save = useUpdateScript();
  const audio = useGenerateAudio();
  const video = useCreateVideo();
  const [scriptError, setScriptError] = useState('');
  const [saveError, setSaveError] = useState('');
  const [audioError, setAudioError] = useState('');
  const [videoError, setVideoError] = useState('');
  const s = flow.state;
  const { setVoice, update } = flow;

  // A fresh flow starts from the account's defaults (Settings), once they are loaded.
  const defaults = account && {
    voice: account.default_voice,
    style: account.default_style,
    captionStyle: account.default_caption_preset,
    language: languageOf(account.default_language),
  };
  const pristine = !s.script && !s.audio && !s.video;
  useEffect(() => {
    if (!defaults || !pristine) return;
    update((f) => ({ ...f, ...defaults }));
    // Only when the account arrives; later choices are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [account?.id]);

  // Back from the voice library: /create?voice=<id>. The address keeps it (a reload applies the
  // same voice again) until the user picks another voice here.
  const returnedVoice = params.get('voice');
  useEffect(() => {
    if (returnedVoice) setVoice(returnedVoice);
  }, [returnedVoice, setVoice]);
  const chooseVoice = (id: string) => {
    setVoice(id);
    if (returnedVoice && returnedVoice !== id)
      setParams(
        (p) => {
          p.delete('voice');
          return p;
        },
        { replace: true },
      );
  };

  // From an idea (Analytics, Trending's Schedule): /create?topic=<text> opens the Topic step with
  // it; submitting it replaces any script of an earlier flow.
  const topicParam = params.get('topic');
  useEffect(() => {
    if (!topicParam) return;
    update((f) => ({ ...f, topic: topicParam.slice(0, 500), active: 0 }));
    setParams(
      (p) => {
        p.delete('topic');
        return p;
      },
      { replace: true },
    );
  }, [topicParam, update, setParams]);

  // From the studio's "Use in a video": /create?script=<id> loads that script at the Voice step.
  const scriptParam = params.get('script');
  const savedScript = useSavedScript(scriptParam);
  const { loadScript } = flow;
  useEffect(() => {
    if (!savedScript.data) return;
    loadScript(savedScript.data);
    setParams(
      (p) => {
        p.delete('script');
        return p;
      },
      { replace: true },
    );
  }, [savedScript.data, loadScript, setParams]);

  const writeScript = (seed?: number) => {
    flow.topicDone();
    setScriptError('');
    script.mutate(
      {
        topic: s.topic.trim(),
        vibe: s.vibe,
        duration: s.duration,
        seed,
        voice: s.voice,
        language: languageOf(s.language),
        ...(s.instructions && { instructions: compactInstructions(s.instructions) }),
        ...(s.ownScriptId && { replace_script_id: s.ownScriptId }),
      },
      {
        onSuccess: (r) => {
          if (!r?.generated_script) {
            setScriptError('No script returned from API');
            return;
          }
          flow.scriptReady({
            id: r.script_id,
            title: r.title,
            text: r.generated_script,
            saved: r.generated_script,
            caption: r.caption,
            hashtags: r.hashtags,
            parts: r.parts,
            notice: r.writer_notice,
            writtenBy: r.written_by,
          });
        },
        onError: (err) => setScriptError(stepError(err, 'Failed to generate script. Please try again.')),
      },
    );
  };

  const continueToVoice = async () => {
    if (!s.script) return;
    const text = s.script.text.trim();
    setSaveError('');
    if (text !== s.script.saved) {
      try {
        await save.mutateAsync({ id: s.script.id, content: text });
      } catch (err) {
        setSaveError(stepError(err, 'Could not save your edits. Please try again.'));
        return;
      }
    }
    flow.scriptSaved(text);
  };

  const makeAudio = () => {
    if (!s.script) return;
    const text = s.script.text.trim();
    setAudioError('');
    audio.mutate(
      {
        script: text,
        original_topic: s.topic.trim(),
        voice: s.voice,
        script_id: s.script.id,
        duration: s.duration,
        language: languageOf(s.language),
      },
      {
        onSuccess: (r) => {
          if (!r?.audio_url) {
            setAudioError('No audio URL returned from API');
            return;
          }
          flow.audioReady({ ...r, text });
        },
        onError: (err) => setAudioError(stepError(err, 'Failed to generate audio. Please try again.')),
      },
    );
  };

  const render = (another: boolean) => {
    setVideoError('');
    video.mutate(
      {
        idea: s.topic.trim(),
        vibe: s.vibe,
        voice: s.voice,
        style: s.style,
        duration: s.duration,
        caption_style: s.captionStyle,
        language: languageOf(s.language),
        music: s.music,
        script_id: s.script?.id,
        audio_id: s.audio?.content_id,
        seed: another ? newSeed() : undefined,
        broll_upload_ids: s.broll?.length ? s.broll : undefined,
      },
      {
        onSuccess: (v) => flow.videoStarted(v),
        onError: (err) => setVideoError(stepError(err, 'Failed to generate video. Please try again.')),
      },
    );
  };

  const startOver = () => {
    script.reset();
    audio.reset();
    video.reset();
    setScriptError('');
    setAudioError('');
    setVideoError('');
    setSaveError('');
    flow.startOver({
      voice: account?.default_voice,
      style: account?.default_style,
      captionStyle: account?.default_caption_preset,
    });
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2.5, flexWrap: 'wrap' }}>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }}
        >
          {s.completed.filter(Boolean).length} of 5 steps done
        </Typography>
        <Button
          component={RouterLink}
          to="/dashboard"
          startIcon={<DashboardRounded />}
          color="inherit"
          variant="outlined"
          sx={{ borderColor: 'divider', flex: { xs: 1, sm: 'none' } }}
        >
          Dashboard
        </Button>
        <Button
          onClick={startOver}
          startIcon={<RestartAltRounded />}
          color="inherit"
          variant="outlined"
          sx={{ borderColor: 'divider', flex: { xs: 1, sm: 'none' } }}
        >
          Start Over
        </Button>
      </Box>
      {/* Said before a script or a voice-over is made for a video that cannot be rendered. */}
      <NoVideosLeftNotice sx={{ mb: 2 }} />
      {savedScript.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {savedScript.error.message}
        </Alert>
      )}
      <Box sx={{ mb: { xs: 2.5, md: 3 } }}>
        <StepNav flow={flow} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 280px' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          {s.active === 0 && <TopicStep flow={flow} onSubmit={() => writeScript()} busy={script.isPending} />}
          {s.active === 1 && (
            <ScriptStep
              flow={flow}
              pending={script.isPending}
              error={scriptError}
              onRegenerate={() => writeScript(newSeed())}
              onContinue={() => void continueToVoice()}
              saving={save.isPending}
              saveError={saveError}
            />
          )}
          {s.active === 2 && (
            <VoiceStep
              flow={flow}
              onChoose={chooseVoice}
              onGenerate={makeAudio}
              busy={audio.isPending}
              error={audioError}
            />
          )}
          {s.active === 3 && <AudioStep flow={flow} />}
          {s.active === 4 && (
            <VideoStep flow={flow} onRender={render} busy={video.isPending} error={videoError} />
          )}
        </Box>
        <Summary flow={flow} />
      </Box>
    </>
  );
}

export default function CreatePage() {
  return (
    <AppShell
      title="Create a video"
      subtitle="Topic, script, voice, audio and video — you are in control at every step."
    >
      <CreateFlowScreen />
    </AppShell>
  );
}
