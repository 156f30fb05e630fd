const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One simple, readable layout for every account email; the text part carries the same words and link. */
export function emailLayout(opts: {
  heading: string;
  lines: string[];
  button?: { label: string; href: string };
  footer: string;
}) {
  const paragraphs = opts.lines
    .map(
      (l) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#2e2a3d">${escapeHtml(l)}</p>`,
    )
    .join('');
  const button = opts.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(opts.button.href)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#8b5cf6;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(opts.button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b6780">Or paste this link into your browser:<br><a href="${escapeHtml(opts.button.href)}" style="color:#7c3aed;word-break:break-all">${escapeHtml(opts.button.href)}</a></p>`
    : '';
  return `<!doctype html><html><body style="margin:0;padding:24px;background:#f5f3ff;font-family:Inter,Segoe UI,Roboto,Arial,sans-serif">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:16px;padding:32px">
<p style="margin:0 0 24px;font-weight:800;font-size:20px;color:#0b0a12">Reelsmith</p>
<h1 style="margin:0 0 16px;font-size:22px;color:#0b0a12">${escapeHtml(opts.heading)}</h1>
${paragraphs}${button}
<p style="margin:24px 0 0;font-size:13px;color:#6b6780">${escapeHtml(opts.footer)}</p>
</div></body></html>`;
}
