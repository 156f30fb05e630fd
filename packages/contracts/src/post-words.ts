// Plain functions with no imports, so the web bundle can use them without pulling zod in.

export type PostWords = { title: string; caption: string | null; hashtags: string[] };

/** Caption and hashtags: the text a share sheet passes to the app beside the file. */
export const captionAndHashtags = (v: Omit<PostWords, 'title'>): string =>
  [v.caption ?? '', v.hashtags.join(' ')].filter((s) => s.trim()).join('\n\n');

/** Title, caption and hashtags as one text, for the one-tap copy. */
export const postText = (v: PostWords): string =>
  [v.title, captionAndHashtags(v)].filter(Boolean).join('\n\n');
