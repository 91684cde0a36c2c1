/** The viewer's last caption choice (a language, or "off"), kept across videos on this device. */
const CHOICE_KEY = 'hdx-captions';
const OFF = 'off';

/** Gap between the lowest caption line and the control bar, in CSS pixels. */
const CLEARANCE_PX = 8;

const subtitleTracks = (video: HTMLVideoElement) =>
  [...video.textTracks].filter((track) => track.kind === 'subtitles' || track.kind === 'captions');

export function rememberCaptions(language: string): void {
  try {
    localStorage.setItem(CHOICE_KEY, language || OFF);
  } catch {
    // Private mode or a full quota: the page's language is used next time.
  }
}

function rememberedCaptions(): string | null {
  try {
    return localStorage.getItem(CHOICE_KEY);
  } catch {
    return null;
  }
}

/**
 * Shows one caption language: the viewer's last choice, else the page's; "off" shows none.
 * The native `default` track and media-chrome's default subtitles would otherwise each turn
 * one on, and two languages would be drawn over each other.
 */
export function preferredCaptions(video: HTMLVideoElement, locale: string): void {
  for (const element of video.querySelectorAll('track[default]')) {
    if (element.getAttribute('kind') !== 'metadata') element.removeAttribute('default');
  }
  const choice = rememberedCaptions();
  const tracks = subtitleTracks(video);
  const chosen =
    choice === OFF
      ? undefined
      : (tracks.find((track) => track.language === choice) ?? tracks.find((track) => track.language === locale));
  for (const track of tracks) track.mode = track === chosen ? 'showing' : 'disabled';
}

/**
 * Draws each caption just above the control bar (which lies over the bottom of the video),
 * whatever the player's size: the line is a percentage of the video's height, set as each cue shows.
 */
export function placeCuesAboveControls(video: HTMLVideoElement, bar: HTMLElement): void {
  const place = (track: TextTrack) => {
    const height = video.clientHeight;
    if (!height) return;
    const line = Math.min(95, Math.max(50, 100 * (1 - (bar.offsetHeight + CLEARANCE_PX) / height)));
    for (const cue of track.activeCues ?? []) {
      if (!(cue instanceof VTTCue)) continue;
      cue.snapToLines = false;
      cue.lineAlign = 'end';
      cue.line = Math.floor(line);
    }
  };
  for (const track of subtitleTracks(video)) track.addEventListener('cuechange', () => place(track));
}
