import { rasterize } from './svg-raster';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch,
  );

/** A stable hue from a string, so an entity keeps its colours between seeds. */
export function hueOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > max && line) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

export interface CardOptions {
  title: string;
  subtitle?: string;
  width?: number;
  height?: number;
}

/**
 * A generated illustration (no network, no stock images): a two-tone field with
 * crossed blades and the entity's name, encoded as WebP.
 */
export async function renderCard({ title, subtitle = '', width = 960, height = 540 }: CardOptions): Promise<Buffer> {
  const hue = hueOf(title);
  const lines = wrap(title, 22);
  const size = Math.round(height / 9);
  const text = lines
    .map(
      (line, i) =>
        `<text x="50%" y="${height * 0.62 + (i - (lines.length - 1) / 2) * size * 1.15}" font-size="${size}">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},45%,22%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},55%,12%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <g transform="translate(${width / 2},${height * 0.3}) scale(${height / 540})" stroke="hsl(${hue},30%,85%)" stroke-width="6" stroke-linecap="round" fill="none" opacity="0.85">
    <line x1="-90" y1="-70" x2="90" y2="70"/><line x1="90" y1="-70" x2="-90" y2="70"/>
    <line x1="-62" y1="-30" x2="-30" y2="-62"/><line x1="62" y1="-30" x2="30" y2="-62"/>
  </g>
  <g fill="hsl(${hue},25%,96%)" font-family="DejaVu Serif, Georgia, serif" text-anchor="middle" font-weight="bold">${text}</g>
  <text x="50%" y="${height * 0.9}" fill="hsl(${hue},30%,80%)" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(size * 0.45)}" text-anchor="middle">${escapeXml(subtitle)}</text>
</svg>`;
  return rasterize(svg, { format: 'webp', quality: 72 });
}

/** A round avatar with the user's initials. */
export async function renderAvatar(username: string, size = 256): Promise<Buffer> {
  const hue = hueOf(username);
  const initials = escapeXml(
    username
      .replace(/[^a-zA-Z]/g, '')
      .slice(0, 2)
      .toUpperCase() || '?',
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <rect width="100%" height="100%" fill="hsl(${hue},50%,35%)"/>
  <text x="50%" y="50%" dy="0.35em" fill="#fff" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size * 0.42}" text-anchor="middle" font-weight="bold">${initials}</text>
</svg>`;
  return rasterize(svg, { format: 'webp', quality: 80 });
}
