/** Two channels of float samples: what the music generator makes and the loudness meter reads. */
export interface StereoBuffer {
  left: Float32Array;
  right: Float32Array;
  sampleRate: number;
}
