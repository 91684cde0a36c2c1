const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

export interface MailContent {
  heading: string;
  greeting: string;
  paragraphs: string[];
  button: string;
  link: string;
  note: string;
  footer: string;
}

/** Plain-text part: every line readable, the link on its own line. */
export function renderText(content: MailContent): string {
  return [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    `${content.button}: ${content.link}`,
    '',
    content.note,
    '',
    '-- ',
    content.footer,
    '',
  ].join('\n');
}

/** HTML part: inline styles only (mail clients drop stylesheets); every value escaped. */
export function renderHtml(content: MailContent, lang: string): string {
  const p = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:24px;background:#faf7f2;color:#1c1917;font-family:system-ui,Arial,sans-serif">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e7e5e4;border-radius:8px">
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(content.heading)}</h1>
${p(content.greeting)}
${content.paragraphs.map(p).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(content.link)}" style="display:inline-block;padding:10px 18px;background:#9f1239;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(content.button)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#57534e;word-break:break-all">${escapeHtml(content.link)}</p>
<p style="margin:0;font-size:13px;color:#57534e">${escapeHtml(content.note)}</p>
</td></tr>
</table>
<p style="text-align:center;font-size:12px;color:#78716c">${escapeHtml(content.footer)}</p>
</body>
</html>
`;
}
