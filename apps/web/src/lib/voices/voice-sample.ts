import { VOICE_CLONE_MAX_SEC, VOICE_CLONE_MIN_SEC } from '@reelsmith/contracts/voices';

/** The recording voice cloning takes, as the server checks it ("1 to 3 minutes"). */
export const VOICE_SAMPLE_LENGTH = `${VOICE_CLONE_MIN_SEC / 60} to ${VOICE_CLONE_MAX_SEC / 60} minutes`;
