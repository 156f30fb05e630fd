import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';

// The create flow: the Script step writes the script before the voice is chosen, the Audio step speaks
// it. A creator who picked 15 s and did not edit a word gets a 15 s video (±10 %): the finished video
// is the narration plus the 0.8 s tail (decision 022). Before, "Why bread goes stale"
// ended at 13.4 s. An edited script is spoken as written.
describe('create flow: the audio step speaks the unedited script to the chosen length', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    me = await makeUser(t.ctx, { plan: 'creator' });
  });
  afterAll(() => t?.close());

  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: me.headers, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const write = (topic: string, duration: number, voice?: string) =>
    post('/api/scripts/text/', { topic, vibe: 'educational', duration, ...(voice && { voice }) });
  // The finished video holds 0.8 s after the last word (TAIL_SEC in fit-length.ts).
  const videoSeconds = (audio: { duration_seconds: number }) => audio.duration_seconds + 0.8;

  it.each([
    // [idea, chosen length, voice named in the Script step, voice chosen in the Voice step]
    ['Why bread goes stale', 15, undefined, 'rachel'],
    ['Why bread goes stale', 15, 'rachel', 'rachel'],
    ['How hiccups work', 30, 'rachel', 'antoni'],
    ['Why octopuses have three hearts', 45, undefined, 'drew'],
  ] as const)('%s, %i s, written for %s, spoken by %s', async (idea, duration, writtenFor, voice) => {
    const script = await write(idea, duration, writtenFor);
    const audio = await post('/api/scripts/audio-from-text/', {
      script: script.generated_script,
      original_topic: idea,
      voice,
      script_id: script.script_id,
      duration,
    });
    const words = audio.words.map((w: { word: string }) => w.word).join(' ');
    expect(words).toBe(script.generated_script.split(/\s+/).join(' ')); // the words the creator read
    expect(Math.abs(videoSeconds(audio) - duration) / duration).toBeLessThanOrEqual(0.1);
  });

  it('says one length for a script: the Script step, the projects list and the voice-over agree', async () => {
    const script = await write('Why bread goes stale', 30, 'rachel');
    const audio = await post('/api/scripts/audio-from-text/', {
      script: script.generated_script,
      voice: 'rachel',
      script_id: script.script_id,
      duration: 30,
    });
    // The estimate is the voice-over, not the video (which adds its tail), within a second.
    expect(Math.abs(script.estimated_duration - audio.duration_seconds)).toBeLessThanOrEqual(1.5);
    const list = await t.app.inject({ url: '/api/content?type=script', headers: me.headers });
    const card = list.json().results.find((r: { id: string }) => r.id === script.script_id);
    expect(card.duration_seconds).toBe(script.estimated_duration);
    // The voices API reports the pace the estimate is made at, so a screen can say the same.
    const voices = await t.app.inject({ url: '/api/scripts/voices/with-previews/', headers: me.headers });
    const rachel = voices.json().voices.find((v: { id: string }) => v.id === 'rachel');
    expect(rachel.pace).toEqual({
      syllables_per_second: expect.any(Number),
      sentence_pause_sec: expect.any(Number),
      utterance_sec: expect.any(Number),
    });
  });

  it('speaks an edited script as written, at the voice’s own rate', async () => {
    const script = await write('Why bread goes stale', 15);
    const edited = `${script.generated_script} Thanks for watching, friends.`;
    const asWritten = await post('/api/scripts/audio-from-text/', {
      script: edited,
      voice: 'rachel',
      script_id: script.script_id,
      duration: 15,
    });
    const plain = await post('/api/scripts/audio-from-text/', { script: edited, voice: 'rachel' });
    expect(asWritten.duration_seconds).toBe(plain.duration_seconds);
    expect(asWritten.content_id).toBe(plain.content_id);
  });
});
