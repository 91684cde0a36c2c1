/**
 * Turns `astro build` output into a percentage. Page lines are counted against the
 * number of pages of the previous build (or a guess), so the bar moves steadily.
 */
export class BuildProgress {
  private pages = 0;
  private value = 0;
  private readonly expectedPages: number;

  constructor(expectedPages: number) {
    this.expectedPages = Math.max(1, expectedPages);
  }

  get percent(): number {
    return this.value;
  }

  get pageCount(): number {
    return this.pages;
  }

  /** Returns true when the percentage moved. */
  feed(line: string): boolean {
    const before = this.value;
    if (line.includes('Collecting build info')) this.raise(5);
    else if (line.includes('Building server entrypoints')) this.raise(10);
    else if (line.includes('Building client') || line.includes('building client')) this.raise(20);
    else if (line.includes('prerendering static routes') || line.includes('generating static routes')) this.raise(30);
    else if (/[├└]─/.test(line)) {
      this.pages += 1;
      this.raise(30 + Math.min(60, Math.floor((60 * this.pages) / this.expectedPages)));
    } else if (/pagefind/i.test(line)) this.raise(92);
    else if (line.includes('Complete!')) this.raise(96);
    return this.value !== before;
  }

  /** A step of a publish done: the bar moves to `percent` (never back). */
  reach(percent: number): void {
    this.raise(percent);
  }

  finish(): void {
    this.value = 100;
  }

  private raise(to: number) {
    this.value = Math.max(this.value, Math.min(99, to));
  }
}
