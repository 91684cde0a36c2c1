import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { positionOfLabel } from '../../services/folios/labels';
import { storeRegionImage, type Box } from '../../services/folios/region-image';
import { newTileSet, storeTileSet } from '../../services/folios/tile-set';
import { tileScan } from '../../services/folios/tiling';
import type { Storage } from '../../services/storage/types';
import { rasterize } from './svg-raster';

/** A passage of a demo folio: the technique it teaches (a slug), its text and translations. */
interface DemoRegion {
  technique: string;
  /** The opening lines (`text`) or the two fencers of the leaf. */
  on: 'text' | 'figures';
  en: string;
  fr: string;
}

/** The demo manuscripts that have folios: each leaf with a line of its text and its passages. */
const DEMO_FOLIOS: Record<string, { label: string; text: string; regions?: DemoRegion[] }[]> = {
  'ms-i-33': [
    { label: '1r', text: 'Notandum quod generaliter omnes dimicantes sive omnes habentes gladium in manu' },
    { label: '1v', text: 'Hic sacerdos obsessionem facit contra scolarem qui stat in prima custodia' },
    { label: '2r', text: 'Scolaris ligat et sacerdos exit per schiltslac et ferit ad caput' },
  ],
  'hs-3227a': [
    {
      label: '18r',
      text: 'Vier leger allein da von halt und fleuch die gemein ochs pflug alber vom tage',
      regions: [
        {
          technique: 'vom-tag',
          on: 'text',
          en: 'Four guards alone: hold to them and shun the common ones. Ox, Plough, Fool, From the Roof.',
          fr: 'Quatre gardes seulement : tiens-t’en à elles et fuis les communes. Le Bœuf, la Charrue, le Fou, Du Toit.',
        },
        {
          technique: 'ochs',
          on: 'figures',
          en: 'The Ox: the hilt beside the head, the point at the opponent’s face.',
          fr: 'Le Bœuf : la garde près de la tête, la pointe vers le visage de l’adversaire.',
        },
      ],
    },
    {
      label: '18v',
      text: 'Der pflug ist die ander hut das ort gegen dem gesichte',
      regions: [
        {
          technique: 'pflug',
          on: 'figures',
          en: 'The Plough is the second guard: the hilt at the hip, the point at the face.',
          fr: 'La Charrue est la deuxième garde : la poignée à la hanche, la pointe vers le visage.',
        },
      ],
    },
    {
      label: '19r',
      text: 'Wer dir oberhawt zornhaw ort dem drawt alber vor dem hawe',
      regions: [
        {
          technique: 'zornhau',
          on: 'text',
          en: 'Whoever strikes at you from above: the Wrath Strike’s point threatens him.',
          fr: 'Qui frappe sur toi d’en haut, la pointe du coup de colère le menace.',
        },
        {
          technique: 'alber',
          on: 'figures',
          en: 'The Fool breaks whatever is struck or thrust: the point low before you.',
          fr: 'Le Fou brise tout ce qui est frappé ou porté : la pointe basse devant toi.',
        },
      ],
    },
  ],
  'getty-ms-ludwig-xv-13': [
    {
      label: '25r',
      text: 'Io son posta di donna la superba e de mi guardia assai ne sono',
      regions: [
        {
          technique: 'posta-di-donna',
          on: 'figures',
          en: 'I am the Woman’s Guard, the proud one: many guards come from me.',
          fr: 'Je suis la garde de la Dame, la fière : bien des gardes viennent de moi.',
        },
      ],
    },
    {
      label: '25v',
      text: 'Questa e posta di fenestra che di malizie e sempre presta',
      regions: [
        {
          technique: 'posta-di-finestra',
          on: 'text',
          en: 'This is the Window Guard, always ready with cunning.',
          fr: 'Voici la garde de la Fenêtre, toujours prête aux ruses.',
        },
      ],
    },
    { label: '26r', text: 'Io son la posta longa e cum mia punta vado discoprendo' },
  ],
};

/** Where the passages sit on a drawn leaf (renderFolio): the opening lines, the two fencers. */
const PASSAGE_BOXES = {
  text: { x: 150, y: 180, w: 1060, h: 170 },
  figures: { x: 380, y: 900, w: 620, h: 440 },
} as const;

const WIDTH = 1350;
const HEIGHT = 1800;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A fencer in ink: head, body, legs apart, a sword at `angle` degrees. */
function fencer(x: number, y: number, facing: 1 | -1, angle: number, ink: string): string {
  const hand = { x: x + facing * 52, y: y - 112 };
  const rad = (angle * Math.PI) / 180;
  const tip = { x: hand.x + facing * Math.cos(rad) * 285, y: hand.y - Math.sin(rad) * 285 };
  return `<g stroke="${ink}" stroke-width="8" fill="none" stroke-linecap="round">
    <circle cx="${x}" cy="${y - 248}" r="32"/>
    <path d="M${x} ${y - 216} L${x} ${y - 60} M${x} ${y - 60} L${x - 52} ${y + 90} M${x} ${y - 60} L${x + 60} ${y + 90}"/>
    <path d="M${x} ${y - 180} L${hand.x} ${hand.y} M${x} ${y - 172} L${x - facing * 45} ${y - 105}"/>
    <path d="M${hand.x} ${hand.y} L${tip.x} ${tip.y}" stroke-width="6"/>
    <path d="M${hand.x - 18} ${hand.y - 18} L${hand.x + 18} ${hand.y + 18}" stroke-width="6"/>
  </g>`;
}

/** The words of `text` in lines of at most `max` characters. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + word.length < max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * A leaf that looks the part: parchment with stains and a darker edge, a ruled text block in
 * brown ink opened by a red initial, two fencers in a bind above a ground line, the folio number.
 */
async function renderFolio(label: string, text: string, seed: number): Promise<Buffer> {
  const ink = '#3b2412';
  const body = wrap(
    `${text.slice(1)} ${text.split(' ').slice(2).join(' ')} ${text.split(' ').slice(0, 6).join(' ')}`,
    40,
  );
  const lines = body
    .slice(0, 5)
    .map(
      (line, i) =>
        `<text x="${i < 2 ? 270 : 170}" y="${250 + i * 64}" font-family="DejaVu Serif" font-style="italic" font-size="42" fill="${ink}" fill-opacity="0.88">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg width="${WIDTH}" height="${HEIGHT}" xmlns="http://www.w3.org/2000/svg">
    <defs>
      <radialGradient id="leaf" cx="50%" cy="45%" r="75%">
        <stop offset="0.55" stop-color="#ecdcb8"/><stop offset="1" stop-color="#c9a86e"/>
      </radialGradient>
      <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed}"/>
        <feColorMatrix values="0 0 0 0 0.45  0 0 0 0 0.33  0 0 0 0 0.18  0 0 0 0.18 0"/></filter>
    </defs>
    <rect width="100%" height="100%" fill="url(#leaf)"/>
    <rect width="100%" height="100%" filter="url(#grain)"/>
    <ellipse cx="${300 + (seed % 5) * 140}" cy="${1350 - (seed % 3) * 160}" rx="120" ry="80" fill="#b08850" fill-opacity="0.12"/>
    <rect x="130" y="150" width="${WIDTH - 260}" height="${HEIGHT - 300}" fill="none" stroke="#a78b5b" stroke-width="2"/>
    <text x="${WIDTH - 190}" y="110" font-family="DejaVu Serif" font-size="46" fill="${ink}">${escapeXml(label.replace(/[rv]$/, ''))}</text>
    <text x="165" y="300" font-family="DejaVu Serif" font-weight="bold" font-size="120" fill="#9b1c16">${escapeXml(text[0]!)}</text>
    ${lines}
    ${fencer(470, 1230 + (seed % 3) * 15, 1, 30 + (seed % 4) * 12, ink)}
    ${fencer(880, 1230, -1, 50 - (seed % 3) * 15, ink)}
    <path d="M180 1420 Q675 1390 1170 1420" stroke="#7d5a32" stroke-width="5" fill="none"/>
  </svg>`;
  return rasterize(svg, { format: 'jpeg', quality: 86 });
}

export interface DemoFolio {
  manuscript: string;
  label: string;
  position: number;
  tileSet: string;
  width: number;
  height: number;
  regions: (Box & {
    technique: string;
    transcription: string;
    translationEn: string;
    translationFr: string;
    imageKey: string;
  })[];
}

/**
 * Draws the demo folios and stores their tile sets, as the tiling job would (the demo site
 * reads in deep zoom even on a server that runs no job worker); the rows to insert.
 */
export async function storeDemoFolios(storage: Storage): Promise<DemoFolio[]> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'hdx-demo-folios-'));
  const made: DemoFolio[] = [];
  try {
    let seed = 0;
    for (const [manuscript, leaves] of Object.entries(DEMO_FOLIOS)) {
      for (const { label, text, regions = [] } of leaves) {
        const dir = path.join(work, `${manuscript}-${label}`);
        await fs.mkdir(dir);
        const scan = path.join(dir, 'scan.jpg');
        await fs.writeFile(scan, await renderFolio(label, text, seed++));
        const tiled = await tileScan(scan, dir, WIDTH * HEIGHT);
        const tileSet = newTileSet();
        await storeTileSet(storage, tileSet, path.join(dir, 'tiles'), tiled.files);
        const folio = { tileSet, width: tiled.width, height: tiled.height };
        const passages = [];
        for (const region of regions) {
          const box = PASSAGE_BOXES[region.on];
          passages.push({
            ...box,
            technique: region.technique,
            transcription: region.on === 'text' ? text : '',
            translationEn: region.en,
            translationFr: region.fr,
            imageKey: await storeRegionImage(storage, folio, box),
          });
        }
        made.push({ manuscript, label, position: positionOfLabel(label)!, ...folio, regions: passages });
      }
    }
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
  return made;
}
