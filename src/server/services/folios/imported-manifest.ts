import { z } from 'zod';

/** A page of a library's manifest as the reader opens it: its size and the library's image service. */
export interface LibraryCanvas {
  label: string;
  width: number;
  height: number;
  /** The image service's base address (`{service}/info.json`; IIIF Image API 2 or 3, any level). */
  service: string;
  thumbnail: string | null;
}

export interface LibraryManifest {
  version: 2 | 3;
  label: string;
  canvases: LibraryCanvas[];
}

const size = z.number().int().positive().max(1_000_000);
const httpsUrl = z
  .string()
  .max(2000)
  .regex(/^https:\/\/\S+$/);
/** A IIIF language map ({ "en": ["…"] }), a Presentation 2 value list, or a plain string. */
const Label = z.union([
  z.string(),
  z.record(z.string(), z.array(z.string())),
  z.array(z.union([z.string(), z.object({ '@value': z.string() })])),
  z.object({ '@value': z.string() }),
]);

function labelText(label: z.infer<typeof Label> | undefined, fallback: string): string {
  if (label === undefined) return fallback;
  if (typeof label === 'string') return label;
  if (Array.isArray(label)) {
    const first = label[0];
    return first === undefined ? fallback : typeof first === 'string' ? first : first['@value'];
  }
  if ('@value' in label && typeof label['@value'] === 'string') return label['@value'];
  const map = label as Record<string, string[]>;
  return (map.en ?? map.none ?? Object.values(map)[0])?.[0] ?? fallback;
}

const serviceBase = (id: string) => id.replace(/\/info\.json$/, '').replace(/\/$/, '');

// Presentation 3: Manifest → items (Canvas) → items (AnnotationPage) → items (painting Annotation) → body.service.
const Service3 = z.object({
  id: httpsUrl.optional(),
  '@id': httpsUrl.optional(),
  type: z.string().optional(),
  '@type': z.string().optional(),
});
const Canvas3 = z.object({
  type: z.literal('Canvas'),
  label: Label.optional(),
  width: size,
  height: size,
  thumbnail: z.array(z.object({ id: httpsUrl })).optional(),
  items: z.array(
    z.object({
      items: z.array(
        z.object({
          motivation: z.string().optional(),
          body: z.union([z.object({ service: z.array(Service3).optional() }), z.array(z.any())]).optional(),
        }),
      ),
    }),
  ),
});
const Manifest3 = z.object({
  '@context': z.union([z.string(), z.array(z.any())]),
  type: z.literal('Manifest'),
  id: httpsUrl,
  label: Label,
  items: z.array(z.unknown()).max(5000),
});

// Presentation 2: Manifest → sequences[0].canvases → images[0].resource.service.
const Canvas2 = z.object({
  '@type': z.literal('sc:Canvas'),
  label: Label.optional(),
  width: size,
  height: size,
  thumbnail: z.union([httpsUrl, z.object({ '@id': httpsUrl })]).optional(),
  images: z.array(z.object({ resource: z.object({ service: Service3.optional() }) })).min(1),
});
const Manifest2 = z.object({
  '@context': z.union([z.string(), z.array(z.any())]),
  '@type': z.literal('sc:Manifest'),
  '@id': httpsUrl,
  label: Label,
  sequences: z.array(z.object({ canvases: z.array(z.unknown()).max(5000) })).min(1),
});

const serviceOf = (service: z.infer<typeof Service3> | undefined) => {
  const id = service?.id ?? service?.['@id'];
  return id ? serviceBase(id) : null;
};

/** A canvas of either version as the reader lists it; an unlabelled one is named by its place. */
function libraryCanvas(
  canvas: { label?: z.infer<typeof Label> | undefined; width: number; height: number },
  index: number,
  service: LibraryCanvas['service'],
  thumbnail: string | null,
): LibraryCanvas {
  return {
    label: labelText(canvas.label, String(index + 1)),
    width: canvas.width,
    height: canvas.height,
    service,
    thumbnail,
  };
}

function canvas3(raw: unknown, index: number): LibraryCanvas | null {
  const parsed = Canvas3.safeParse(raw);
  if (!parsed.success) return null;
  const canvas = parsed.data;
  const painting = canvas.items.flatMap((page) => page.items).find((item) => item.motivation === 'painting');
  const body = Array.isArray(painting?.body) ? undefined : painting?.body;
  const service = serviceOf(body?.service?.[0]);
  if (!service) return null;
  return libraryCanvas(canvas, index, service, canvas.thumbnail?.[0]?.id ?? null);
}

function canvas2(raw: unknown, index: number): LibraryCanvas | null {
  const parsed = Canvas2.safeParse(raw);
  if (!parsed.success) return null;
  const canvas = parsed.data;
  const service = serviceOf(canvas.images[0]!.resource.service);
  if (!service) return null;
  const thumbnail = typeof canvas.thumbnail === 'string' ? canvas.thumbnail : (canvas.thumbnail?.['@id'] ?? null);
  return libraryCanvas(canvas, index, service, thumbnail);
}

/**
 * Reads a IIIF Presentation 3 or 2 manifest: its label and the canvases painted by an image
 * with an image service (the only ones a deep-zoom reader can open). Null: not a manifest, or
 * no canvas the reader can show.
 */
export function readLibraryManifest(json: unknown): LibraryManifest | null {
  const three = Manifest3.safeParse(json);
  if (three.success) {
    const canvases = three.data.items.map(canvas3).filter((canvas) => canvas !== null);
    return canvases.length ? { version: 3, label: labelText(three.data.label, ''), canvases } : null;
  }
  const two = Manifest2.safeParse(json);
  if (two.success) {
    const canvases = two.data.sequences[0]!.canvases.map(canvas2).filter((canvas) => canvas !== null);
    return canvases.length ? { version: 2, label: labelText(two.data.label, ''), canvases } : null;
  }
  return null;
}
