import type { manuscripts } from '../../db/schema';
import type { folioRegions, folios } from '../../db/schema';
import { fullImageUrl, serviceUrl } from './tile-set';
import { FULL_SIZES, fullSize } from './tiling';

type ManuscriptRow = Pick<
  typeof manuscripts.$inferSelect,
  'id' | 'title' | 'shelfmark' | 'institution' | 'dateLabel' | 'description'
>;
type FolioRow = typeof folios.$inferSelect;
type RegionRow = typeof folioRegions.$inferSelect;

/** The stable address of a manuscript's IIIF Presentation 3 manifest. */
export const manifestUrl = (publicUrl: string, manuscriptId: number) =>
  `${publicUrl}/api/manuscripts/${manuscriptId}/manifest`;

const text = (value: string) => ({ en: [value] });

/**
 * A manuscript as a IIIF Presentation 3 manifest: one canvas per tiled folio in reading order,
 * each painted by its largest whole-folio image with the folio's level-0 image service, so
 * any IIIF viewer (Mirador, Universal Viewer, a library's) can open it in deep zoom.
 */
/**
 * A region as a W3C Web Annotation on its canvas: the transcription and translations as
 * textual bodies, the technique as a link, the shape as a fragment (rectangle) or an SVG
 * selector (polygon).
 */
function regionAnnotation(canvas: string, region: RegionRow, techniqueUrl: (id: number) => string) {
  const bodies = [
    region.transcription && {
      type: 'TextualBody',
      value: region.transcription,
      purpose: 'transcribing',
      format: 'text/plain',
    },
    region.translationEn && {
      type: 'TextualBody',
      value: region.translationEn,
      language: 'en',
      purpose: 'translating',
      format: 'text/plain',
    },
    region.translationFr && {
      type: 'TextualBody',
      value: region.translationFr,
      language: 'fr',
      purpose: 'translating',
      format: 'text/plain',
    },
    region.techniqueId !== null && {
      id: techniqueUrl(region.techniqueId),
      type: 'Text',
      purpose: 'identifying',
      format: 'text/html',
    },
  ].filter(Boolean);
  const target = region.polygon
    ? {
        type: 'SpecificResource',
        source: canvas,
        selector: {
          type: 'SvgSelector',
          value: `<svg xmlns="http://www.w3.org/2000/svg"><polygon points="${region.polygon.map(([x, y]) => `${x},${y}`).join(' ')}"/></svg>`,
        },
      }
    : `${canvas}#xywh=${region.x},${region.y},${region.w},${region.h}`;
  return { id: `${canvas}/regions/${region.id}`, type: 'Annotation', motivation: 'commenting', body: bodies, target };
}

export function manuscriptManifest(
  publicUrl: string,
  manuscript: ManuscriptRow,
  rows: FolioRow[],
  regions: RegionRow[] = [],
) {
  const id = manifestUrl(publicUrl, manuscript.id);
  const metadata = [
    ['Shelfmark', manuscript.shelfmark],
    ['Institution', manuscript.institution],
    ['Date', manuscript.dateLabel],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => ({ label: text(label!), value: { none: [value!] } }));
  const annotationsOf = (canvas: string, folioId: number) => {
    const own = regions.filter((region) => region.folioId === folioId);
    if (!own.length) return {};
    const techniqueUrl = (id: number) => `${publicUrl}/api/techniques/${id}`;
    return {
      annotations: [
        {
          id: `${canvas}/regions`,
          type: 'AnnotationPage',
          items: own.map((region) => regionAnnotation(canvas, region, techniqueUrl)),
        },
      ],
    };
  };
  const items = rows.flatMap((folio) => {
    if (!folio.tileSet || !folio.width || !folio.height) return [];
    const { width, height } = folio;
    const service = serviceUrl(publicUrl, folio.tileSet);
    const canvas = `${id}/canvas/${folio.label}`;
    const imageService = [{ id: service, type: 'ImageService3', profile: 'level0' }];
    const overview = fullSize(width, height, FULL_SIZES[1]);
    return [
      {
        id: canvas,
        type: 'Canvas',
        label: { none: [`f. ${folio.label}`] },
        width,
        height,
        thumbnail: [
          {
            id: fullImageUrl(service, width, height, FULL_SIZES[0]),
            type: 'Image',
            format: 'image/jpeg',
            service: imageService,
          },
        ],
        ...annotationsOf(canvas, folio.id),
        items: [
          {
            id: `${canvas}/page`,
            type: 'AnnotationPage',
            items: [
              {
                id: `${canvas}/page/image`,
                type: 'Annotation',
                motivation: 'painting',
                target: canvas,
                body: {
                  id: fullImageUrl(service, width, height, FULL_SIZES[1]),
                  type: 'Image',
                  format: 'image/jpeg',
                  width: overview.width,
                  height: overview.height,
                  service: imageService,
                },
              },
            ],
          },
        ],
      },
    ];
  });
  return {
    '@context': 'http://iiif.io/api/presentation/3/context.json',
    id,
    type: 'Manifest',
    label: text(manuscript.title),
    ...(metadata.length ? { metadata } : {}),
    ...(manuscript.description ? { summary: text(manuscript.description) } : {}),
    items,
  };
}
