/**
 * Reads ffmpeg's `-progress` output (key=value lines, a block per update ending with
 * `progress=continue|end`): the media time reached, in seconds, at each block's end.
 */
export class ProgressParser {
  private buffered = '';
  private outTimeUs = 0;
  private readonly onTime: (seconds: number) => void;

  constructor(onTime: (seconds: number) => void) {
    this.onTime = onTime;
  }

  push(chunk: string): void {
    this.buffered += chunk;
    const lines = this.buffered.split('\n');
    this.buffered = lines.pop() ?? '';
    for (const line of lines) {
      const [key, value] = line.trim().split('=', 2);
      // out_time_us, or out_time_ms which older ffmpeg also counts in microseconds.
      if ((key === 'out_time_us' || key === 'out_time_ms') && value && /^\d+$/.test(value))
        this.outTimeUs = Number(value);
      else if (key === 'progress') this.onTime(value === 'end' ? Number.POSITIVE_INFINITY : this.outTimeUs / 1e6);
    }
  }
}
