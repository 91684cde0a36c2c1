/** One quality level as media-chrome's rendition menu reads it. */
export interface Rendition {
  id: string;
  width: number;
  height: number;
  bitrate: number;
}

/**
 * The `videoRenditions` list media-chrome's rendition (quality) menu reads from the media
 * element (the shape of the proposed VideoRenditionList): items by index, `selectedIndex`
 * (−1: automatic) and `addrendition`/`change` events. hls.js fills it with its levels and
 * follows the selection.
 */
export class RenditionList extends EventTarget {
  [index: number]: Rendition;
  private items: Rendition[] = [];
  private selected = -1;
  private readonly select: (index: number) => void;

  constructor(select: (index: number) => void) {
    super();
    this.select = select;
  }

  get length(): number {
    return this.items.length;
  }

  [Symbol.iterator](): Iterator<Rendition> {
    return this.items[Symbol.iterator]();
  }

  get selectedIndex(): number {
    return this.selected;
  }

  set selectedIndex(index: number) {
    this.selected = index >= 0 && index < this.items.length ? index : -1;
    this.select(this.selected);
    this.dispatchEvent(new Event('change'));
  }

  replace(items: Rendition[]): void {
    for (let i = 0; i < this.items.length; i++) delete this[i];
    this.items = items;
    items.forEach((item, i) => (this[i] = item));
    this.dispatchEvent(new Event('addrendition'));
  }
}
