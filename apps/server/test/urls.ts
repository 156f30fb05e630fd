/** The same signed URL with the signature's first character changed (never to what it already is). */
export function forgeSignature(url: string): string {
  const forged = url.replace(/sig=(.)/, (_: string, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
  if (forged === url) throw new Error(`No signature in ${url}`);
  return forged;
}
