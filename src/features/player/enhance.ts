// media-chrome's elements, each file defining one; only those the player uses.
import 'media-chrome/dist/media-controller.js';
import 'media-chrome/dist/media-control-bar.js';
import 'media-chrome/dist/media-play-button.js';
import 'media-chrome/dist/media-time-range.js';
import 'media-chrome/dist/media-time-display.js';
import 'media-chrome/dist/media-mute-button.js';
import 'media-chrome/dist/media-volume-range.js';
import 'media-chrome/dist/media-fullscreen-button.js';
import 'media-chrome/dist/media-preview-thumbnail.js';
import 'media-chrome/dist/media-preview-time-display.js';
import 'media-chrome/dist/media-preview-chapter-display.js';
import 'media-chrome/dist/lang/fr.js';
import { setLanguage } from 'media-chrome/dist/utils/i18n.js';
import { clockDuration as clock } from '../../lib/duration';
import { formatNumber } from '../../lib/format';
import { fitToVideo } from './aspect';
import { placeCuesAboveControls, preferredCaptions, rememberCaptions } from './captions';
import { chapterLoopRequest, LOOP_EVENT } from '../../lib/chapter-loop';
import { AbLoop, FrameClock, rememberPosition, resumePoint, stepFrame } from './practice';
import type { RenditionList } from './renditions';
import { attachStream, type StreamHandle } from './stream';
import type { PlayerTexts } from './texts';

export interface PlayerOptions {
  postId: number;
  locale: string;
  texts: PlayerTexts;
  /** The HLS master playlist, or null to keep the video's progressive MP4. */
  hlsUrl: string | null;
  /** The storyboard's WebVTT thumbnail track (timeline previews), when there is one. */
  storyboardUrl: string | null;
  chapters: { startSeconds: number; title: string }[];
  /** Subtitle tracks to add (the free page's <video> already carries its own). */
  captions?: { lang: string; url: string; label: string }[];
  /** Where to start (a chapter or `?t=` asked before the player existed); else where the video is, or the resume point. */
  startAt?: number;
  /** A paid stream: asks the API for fresh signed addresses (null when refused). */
  renew?: () => Promise<string | null>;
}

export interface Player {
  /** A fresh signed address of the same stream (the paid player's renewal), from where the viewer is. */
  replaceSource(url: string): void;
}

/** Speeds offered, the slowest for studying a technique (media-chrome's `<`/`>` keys step by 0.25 within them). */
const RATES = '0.25 0.5 0.75 1 1.25 1.5 2';

const BUTTON =
  'rounded px-1.5 py-1 text-sm font-semibold text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white aria-pressed:bg-blood';

const MIRROR_ICON =
  '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" class="fill-white"><path d="M11 3h2v18h-2zM9 7v10L3 12zm6 0l6 5-6 5z"/></svg>';

let sequence = 0;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes?: Record<string, string>,
): HTMLElementTagNameMap[K];
function element(tag: string, attributes?: Record<string, string>): HTMLElement;
function element(tag: string, attributes: Record<string, string> = {}): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

/**
 * The control bar: media-chrome's play, timeline (chapter marks, storyboard and chapter
 * previews), time, volume and fullscreen. Speed, quality and captions are native selects
 * of the toolbar under it (media-chrome's menus expose their items without roles).
 */
function controls(): HTMLElement {
  const bar = element('media-control-bar', { class: 'w-full bg-ink/80' });
  const range = element('media-time-range', { class: 'grow' });
  range.append(
    element('media-preview-thumbnail', { slot: 'preview' }),
    element('media-preview-chapter-display', { slot: 'preview' }),
    element('media-preview-time-display', { slot: 'preview' }),
  );
  // Not a toggle: a button named "playback time" that shows "0:10 / 0:42" would name itself unlike its text.
  const time = element('media-time-display', { showduration: '', notoggle: '' });
  bar.append(
    element('media-play-button'),
    range,
    time,
    element('media-mute-button'),
    element('media-volume-range'),
    element('media-fullscreen-button'),
  );
  return bar;
}

const SELECT =
  'rounded bg-stone-800 px-1 py-1 text-sm text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** A labelled native select of the toolbar. */
function select(
  label: string,
  name: string,
  options: { value: string; text: string }[],
  onChange: (value: string) => void,
) {
  const field = element('label', { class: 'flex items-center gap-1 text-sm text-white' });
  const span = element('span');
  span.textContent = label;
  const control = element('select', { class: SELECT, 'data-setting': name });
  const fill = (items: { value: string; text: string }[]) => {
    control.replaceChildren(
      ...items.map((item) => {
        const option = element('option', { value: item.value });
        option.textContent = item.text;
        return option;
      }),
    );
  };
  fill(options);
  control.addEventListener('change', () => onChange(control.value));
  field.append(span, control);
  return { field, control, fill };
}

/** Speed 0.25×–2× (media-chrome's < and > keys step through it too), written as the page's language writes numbers. */
function speedSelect(video: HTMLVideoElement, label: string, locale: string): HTMLElement {
  const rates = RATES.split(' ');
  const speed = select(
    label,
    'speed',
    rates.map((rate) => ({ value: rate, text: `${formatNumber(Number(rate), locale)}×` })),
    (value) => (video.playbackRate = Number(value)),
  );
  // A chapter loop may have slowed the video before the player loaded.
  speed.control.value = rates.includes(String(video.playbackRate)) ? String(video.playbackRate) : '1';
  video.addEventListener('ratechange', () => {
    const current = String(video.playbackRate);
    if (rates.includes(current)) speed.control.value = current;
  });
  return speed.field;
}

/** The subtitle tracks of the video: off or one language, the viewer's choice kept for the next video. */
function captionsSelect(video: HTMLVideoElement, texts: PlayerTexts): HTMLElement | null {
  const tracks = [...video.textTracks].filter((track) => track.kind === 'subtitles' || track.kind === 'captions');
  if (tracks.length === 0) return null;
  const captions = select(
    texts.captions,
    'captions',
    [
      { value: '', text: texts.captionsOff },
      ...tracks.map((track) => ({ value: track.language, text: track.label || track.language })),
    ],
    (value) => {
      for (const track of tracks) track.mode = track.language === value ? 'showing' : 'disabled';
      rememberCaptions(value);
    },
  );
  captions.control.value = tracks.find((track) => track.mode === 'showing')?.language ?? '';
  return captions.field;
}

/** The stream's qualities (hls.js levels), automatic by default; hidden until there are two. */
function qualitySelect(video: HTMLVideoElement, texts: PlayerTexts): HTMLElement {
  const quality = select(texts.quality, 'quality', [], (value) => {
    const list = (video as HTMLVideoElement & { videoRenditions?: RenditionList }).videoRenditions;
    if (list) list.selectedIndex = Number(value);
  });
  quality.field.hidden = true;
  const refresh = () => {
    const list = (video as HTMLVideoElement & { videoRenditions?: RenditionList }).videoRenditions;
    if (!list || list.length < 2) return;
    const items = [...list].map((rendition, index) => ({ value: String(index), text: `${rendition.height}p` }));
    items.sort((a, b) => Number(b.text.slice(0, -1)) - Number(a.text.slice(0, -1)));
    quality.fill([{ value: '-1', text: texts.qualityAuto }, ...items]);
    quality.control.value = String(list.selectedIndex);
    quality.field.hidden = false;
  };
  video.addEventListener('renditionschange', refresh);
  refresh();
  return quality.field;
}


/** The chapters as a chapters track: media-chrome marks them on the timeline and names them in its preview. */
function addChapters(video: HTMLVideoElement, chapters: PlayerOptions['chapters'], label: string): void {
  if (chapters.length === 0) return;
  const add = () => {
    const duration = video.duration;
    if (!Number.isFinite(duration) || duration <= 0) return;
    const track = video.addTextTrack('chapters', label);
    const shown = chapters.filter((chapter) => chapter.startSeconds < duration);
    shown.forEach((chapter, index) => {
      const end = shown[index + 1]?.startSeconds ?? duration;
      track.addCue(new VTTCue(chapter.startSeconds, end, chapter.title));
    });
    track.mode = 'hidden';
  };
  if (video.readyState >= HTMLMediaElement.HAVE_METADATA && Number.isFinite(video.duration)) add();
  else video.addEventListener('durationchange', add, { once: true });
}

interface PracticeButton {
  key: string;
  label: string;
  text: string;
  run: () => void;
  toggle?: boolean;
}

/** The practice toolbar under the video: frame steps, A–B loop, mirror; each with its key. */
function practiceTools(
  video: HTMLVideoElement,
  texts: PlayerTexts,
  status: HTMLElement,
): { bar: HTMLElement; keys: Map<string, () => void>; loop: AbLoop } {
  const bar = element('div', {
    role: 'toolbar',
    'aria-label': texts.practice,
    class: 'flex flex-wrap items-center gap-1 bg-ink px-1 py-1',
    'data-practice': '',
  });
  const buttons = new Map<string, HTMLButtonElement>();
  const describeLoop = (loop: AbLoop) => {
    buttons.get('a')?.setAttribute('aria-pressed', String(loop.start !== null));
    buttons.get('b')?.setAttribute('aria-pressed', String(loop.active));
    const clear = buttons.get('n');
    if (clear) clear.disabled = loop.start === null;
    video.dataset.loop = loop.active ? `${loop.start!.toFixed(2)}-${loop.end!.toFixed(2)}` : '';
    status.textContent = loop.active
      ? texts.loopActive.replace('{{start}}', clock(loop.start!)).replace('{{end}}', clock(loop.end!))
      : '';
  };
  const loop = new AbLoop(video, describeLoop);
  const frame = new FrameClock(video, (rate) => (video.dataset.frameRate = String(Math.round(rate * 100) / 100)));
  const mirror = () => {
    const on = video.dataset.mirrored !== 'true';
    video.dataset.mirrored = String(on);
    video.style.transform = on ? 'scaleX(-1)' : '';
    buttons.get('r')?.setAttribute('aria-pressed', String(on));
  };
  const list: PracticeButton[] = [
    { key: ',', label: texts.frameBack, text: '‹|', run: () => stepFrame(video, -1, frame.seconds) },
    { key: '.', label: texts.frameForward, text: '|›', run: () => stepFrame(video, 1, frame.seconds) },
    { key: 'a', label: texts.loopStart, text: 'A', run: () => loop.setStart(), toggle: true },
    { key: 'b', label: texts.loopEnd, text: 'B', run: () => loop.setEnd(), toggle: true },
    { key: 'n', label: texts.loopClear, text: 'A–B ×', run: () => loop.clear() },
    { key: 'r', label: texts.mirror, text: '', run: mirror, toggle: true },
  ];
  const keys = new Map<string, () => void>();
  for (const item of list) {
    const button = element('button', {
      type: 'button',
      class: BUTTON,
      'aria-label': item.label,
      'aria-keyshortcuts': item.key,
      title: `${item.label} (${item.key})`,
    });
    if (item.text) button.textContent = item.text;
    // The mirror's icon: two triangles facing a line (no font has one glyph for it everywhere).
    else button.innerHTML = MIRROR_ICON;
    if (item.toggle) button.setAttribute('aria-pressed', 'false');
    button.addEventListener('click', item.run);
    buttons.set(item.key, button);
    keys.set(item.key, item.run);
    bar.append(button);
  }
  describeLoop(loop);
  return { bar, keys, loop };
}

/** "Resumed at 0:16", shown under the player with a button that starts the video over. */
function resumeNote(video: HTMLVideoElement, texts: PlayerTexts) {
  const note = element('div', {
    class: 'flex flex-wrap items-center gap-x-2 bg-ink px-2 py-1 text-sm text-white',
    role: 'status',
    'data-resume-note': '',
  });
  note.hidden = true;
  const text = element('span');
  const startOver = element('button', { type: 'button', class: `${BUTTON} underline` });
  startOver.textContent = texts.startOver;
  startOver.addEventListener('click', () => {
    video.currentTime = 0;
    note.hidden = true;
    video.focus();
  });
  note.append(text, startOver);
  return {
    note,
    show(message: string) {
      text.textContent = message;
      note.hidden = false;
    },
  };
}

/**
 * Turns a post's <video> into the full player, once: media-chrome controls (play, timeline
 * with chapter marks and storyboard previews, captions, quality, speed 0.25×–2×, fullscreen,
 * its keyboard shortcuts), the practice toolbar, resume where the viewer stopped, and the
 * HLS stream when there is one. Loaded only when the visitor plays (features/player/start).
 */
export function enhance(video: HTMLVideoElement, options: PlayerOptions): Player {
  setLanguage(options.locale);
  const id = `hdx-player-${++sequence}`;
  const { texts } = options;
  // media-controller is the "video player" region itself: the wrapper adds no landmark.
  const wrapper = element('div', { class: 'flex flex-col', 'data-player': id });
  const controller = element('media-controller', {
    class: 'block aspect-video w-full',
    lang: options.locale,
  });
  video.parentElement!.insertBefore(wrapper, video);
  video.removeAttribute('controls');
  video.slot = 'media';
  for (const caption of options.captions ?? []) {
    video.append(
      element('track', {
        kind: 'subtitles',
        src: caption.url,
        srclang: caption.lang,
        label: caption.label,
        ...(caption.lang === options.locale ? { default: '' } : {}),
      }),
    );
  }
  if (options.storyboardUrl)
    video.append(element('track', { kind: 'metadata', label: 'thumbnails', src: options.storyboardUrl, default: '' }));
  addChapters(video, options.chapters, texts.chapters);
  // One language at a time (the native default and media-chrome's would both show), clear of the control bar.
  preferredCaptions(video, options.locale);
  const bar = controls();
  controller.append(video, bar);
  placeCuesAboveControls(video, bar);
  fitToVideo(video, controller);
  const status = element('p', { class: 'sr-only', role: 'status', 'aria-live': 'polite', 'data-player-status': '' });
  const practice = practiceTools(video, texts, status);
  const settings = [
    speedSelect(video, texts.speed, options.locale),
    qualitySelect(video, texts),
    captionsSelect(video, texts),
  ];
  practice.bar.append(...settings.filter((field): field is HTMLElement => field !== null));
  const resume = resumeNote(video, texts);
  wrapper.append(controller, practice.bar, resume.note, status);
  // A chapter's "loop" (lib/chapter-seek), asked before the player loaded or while it plays.
  const loopChapter = (request: { start: number; end: number } | null) => {
    // The last chapter ends with the video (a post's stated length may differ from its file's).
    if (request) practice.loop.set(request.start, Math.min(request.end, video.duration));
  };
  const pending = chapterLoopRequest(video);
  if (pending) {
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) loopChapter(pending);
    else video.addEventListener('loadedmetadata', () => loopChapter(pending), { once: true });
  }
  video.addEventListener(LOOP_EVENT, () => loopChapter(chapterLoopRequest(video)));
  // A timer, not a button (see controls()): set once media-chrome has set it up.
  bar.querySelector('media-time-display')?.setAttribute('role', 'timer');

  // The practice keys anywhere in the player (media-chrome keeps its own: space, k, arrows, <, >, f, m, c).
  wrapper.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [role="menu"]')) return;
    // Inside the controller media-chrome steps the speed itself; on the practice toolbar, the same keys.
    const speed = event.key === '>' ? 0.25 : event.key === '<' ? -0.25 : 0;
    if (speed && !controller.contains(target)) {
      event.preventDefault();
      video.playbackRate = Math.min(2, Math.max(0.25, video.playbackRate + speed));
      return;
    }
    const run = practice.keys.get(event.key.toLowerCase());
    if (!run) return;
    event.preventDefault();
    run();
  });

  rememberPosition(video, options.postId);
  const hasStart = new URLSearchParams(location.search).has('t') || options.startAt !== undefined;
  const resumeOnce = () => {
    if (hasStart || video.currentTime > 0.5) return;
    const point = resumePoint(options.postId, video.duration);
    if (point === null) return;
    video.currentTime = point;
    resume.show(texts.resumed.replace('{{time}}', clock(point)));
  };

  let stream: StreamHandle | null = null;
  if (options.hlsUrl) {
    let renewing = false;
    let lastRenewed = '';
    const renew = () => {
      if (!options.renew || renewing) return;
      renewing = true;
      void options.renew().then((url) => {
        renewing = false;
        if (url && url !== lastRenewed) {
          lastRenewed = url;
          stream?.replace(url);
        }
      });
    };
    const startAt = options.startAt ?? (video.currentTime > 0 ? video.currentTime : -1);
    stream = attachStream(video, options.hlsUrl, startAt, renew);
  }
  if (!stream) video.dataset.engine = 'progressive';
  if (video.readyState >= HTMLMediaElement.HAVE_METADATA && !stream) resumeOnce();
  else video.addEventListener('loadedmetadata', resumeOnce, { once: true });
  video.focus();

  return { replaceSource: (url) => stream?.replace(url) };
}
