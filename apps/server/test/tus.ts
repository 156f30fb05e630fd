// The tus calls the upload tests make against a listening test server.

export const TUS = { 'Tus-Resumable': '1.0.0' };

/** POST /api/uploads/tus: opens an upload of `size` bytes named `filename`. */
export function tusCreate(base: string, headers: Record<string, string>, size: number, filename: string) {
  return fetch(`${base}/api/uploads/tus`, {
    method: 'POST',
    headers: {
      ...headers,
      ...TUS,
      'Upload-Length': String(size),
      'Upload-Metadata': `filename ${Buffer.from(filename).toString('base64')}`,
    },
  });
}

/** PATCH at `location`: sends `body` from `offset`. */
export function tusPatch(
  base: string,
  location: string,
  headers: Record<string, string>,
  body: Buffer,
  offset = 0,
) {
  return fetch(`${base}${location}`, {
    method: 'PATCH',
    headers: {
      ...headers,
      ...TUS,
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    },
    body,
  });
}
