import type { VisualsProvider } from './visuals.types.ts';

/** No footage: the media engine draws procedural backgrounds per style and vibe instead. */
export function createBuiltinVisuals(): VisualsProvider {
  return {
    name: 'builtin',
    async find() {
      return null;
    },
  };
}
