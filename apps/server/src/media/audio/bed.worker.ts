import { parentPort } from 'node:worker_threads';
import type { Vibe } from '@reelsmith/contracts/video';
import { prepareBedSync } from './bed.ts';

// Worker thread for `prepareBed`: synthesises and analyses a music bed off the main thread and hands
// the buffers back without copying.

parentPort?.on('message', (m: { id: number; vibe: Vibe; seed: number; durationSec: number }) => {
  try {
    const bed = prepareBedSync(m.vibe, m.seed, m.durationSec, 'worker');
    parentPort!.postMessage({ id: m.id, bed }, [
      bed.left.buffer,
      bed.right.buffer,
      bed.hopEnergy.buffer,
      bed.hopStates.buffer,
    ] as ArrayBuffer[]);
  } catch (err) {
    parentPort!.postMessage({ id: m.id, error: err instanceof Error ? err.message : String(err) });
  }
});
