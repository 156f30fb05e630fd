import { createCanvas } from '@napi-rs/canvas';

/** A stand-in picture that fills its whole square, so the picture's reach and width are its full size. */
export async function solidPicture(_id: string, size: number) {
  const c = createCanvas(size, size);
  const g = c.getContext('2d');
  g.fillStyle = '#3FA7D6';
  g.fillRect(0, 0, size, size);
  return c;
}
