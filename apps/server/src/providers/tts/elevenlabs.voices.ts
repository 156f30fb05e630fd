import { readFile } from 'node:fs/promises';

// ElevenLabs' voice management for instant voice cloning (decision 026): `POST /v1/voices/add`
// (multipart: name, files[], remove_background_noise, description; answers {voice_id,
// requires_verification}) and `DELETE /v1/voices/{voice_id}`. The key goes in `xi-api-key`.

export interface ElevenLabsVoicesOptions {
  baseUrl?: string;
  apiKey: string;
  timeoutMs?: number;
}

/** ElevenLabs refused or could not be reached; `status` is the vendor's HTTP status (0: unreachable). */
export class ElevenLabsError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ElevenLabsError';
  }
}

export interface ElevenLabsVoices {
  addVoice(req: {
    name: string;
    description?: string;
    file: { path: string; filename: string; contentType: string };
    removeBackgroundNoise?: boolean;
  }): Promise<{ voiceId: string; requiresVerification: boolean }>;
  /** Deletes the voice at ElevenLabs; a voice already gone there counts as deleted. */
  deleteVoice(voiceId: string): Promise<void>;
}

/** ElevenLabs answers errors as {detail: {status, message}} or {detail: "..."} (422: a list). */
function vendorMessage(raw: string): string {
  try {
    const d = JSON.parse(raw)?.detail;
    const m = typeof d === 'string' ? d : (d?.message ?? (Array.isArray(d) ? d[0]?.msg : undefined));
    if (m) return String(m).slice(0, 300);
  } catch {
    /* not JSON */
  }
  return raw.slice(0, 200) || 'no details';
}

export function createElevenLabsVoices(options: ElevenLabsVoicesOptions): ElevenLabsVoices {
  const baseUrl = (options.baseUrl ?? 'https://api.elevenlabs.io').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 120_000;

  async function call(
    method: string,
    path: string,
    body?: FormData,
  ): Promise<{ status: number; raw: string }> {
    try {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { 'xi-api-key': options.apiKey, accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: res.status, raw: await res.text() };
    } catch (err) {
      const e = err as Error;
      if (e.name === 'TimeoutError')
        throw new ElevenLabsError(`ElevenLabs did not answer within ${timeoutMs / 1000} s`, 0);
      throw new ElevenLabsError(`ElevenLabs unreachable at ${baseUrl}: ${e.message}`, 0);
    }
  }

  return {
    async addVoice(req) {
      const form = new FormData();
      form.append('name', req.name);
      if (req.description) form.append('description', req.description);
      form.append('remove_background_noise', req.removeBackgroundNoise ? 'true' : 'false');
      const bytes = await readFile(req.file.path);
      form.append('files', new Blob([bytes], { type: req.file.contentType }), req.file.filename);
      const { status, raw } = await call('POST', '/v1/voices/add', form);
      if (status < 200 || status >= 300)
        throw new ElevenLabsError(`ElevenLabs answered HTTP ${status}: ${vendorMessage(raw)}`, status);
      let json: { voice_id?: unknown; requires_verification?: unknown };
      try {
        json = JSON.parse(raw);
      } catch {
        throw new ElevenLabsError('ElevenLabs answered something that is not JSON', status);
      }
      if (typeof json.voice_id !== 'string' || !json.voice_id)
        throw new ElevenLabsError('ElevenLabs answered without a voice_id', status);
      return { voiceId: json.voice_id, requiresVerification: json.requires_verification === true };
    },

    async deleteVoice(voiceId) {
      const { status, raw } = await call('DELETE', `/v1/voices/${encodeURIComponent(voiceId)}`);
      if ((status >= 200 && status < 300) || status === 404) return;
      throw new ElevenLabsError(`ElevenLabs answered HTTP ${status}: ${vendorMessage(raw)}`, status);
    },
  };
}
