import { joinWords } from './text-shaping.ts';
import type { WordTiming } from '../../providers/tts/tts.types.ts';
import type { CaptionPreset, VideoStyle } from '@reelsmith/contracts/video';
import {
  captionBlockTop,
  display,
  endsPage,
  escapeAss,
  FRAME_H,
  FRAME_W,
  holdPages,
  layoutTitle,
  PRESETS,
  TITLE_BAR,
  wordSpans,
  type CaptionPage,
  type TitleCard,
} from './captions.ts';
import { breakCosts, quoteDepths } from './caption-breaks.ts';
import { TREATMENTS } from './caption-styles.ts';
import { placeCaptions, type CaptionPlacement } from './safe-zones.ts';
import { watermarkBox } from './watermark.ts';

// The three caption files made from the pages: ASS (offered for editors, with the title card and the
// style's treatment), SRT and WebVTT (what a creator uploads to a platform beside the video).

function assTime(sec: number): string {
  const cs = Math.max(0, Math.round(sec * 100));
  const h = Math.floor(cs / 360000);
  const m = Math.floor((cs % 360000) / 6000);
  const s = Math.floor((cs % 6000) / 100);
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(cs % 100).padStart(2, '0')}`;
}

function assColour(hex: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return '&H00FFFFFF&';
  return `&H00${m[3]}${m[2]}${m[1]}&`.toUpperCase();
}

/** The hook as the cover's title card: every word on its plate from the first frame, as the video draws it. */
function titleEvents(card: TitleCard): string[] {
  const { words, lines, fontSize: fs, lineH, top, plate } = layoutTitle(card);
  const end = assTime(card.end);
  const w = plate.x1 - plate.x0;
  const h = plate.y1 - plate.y0;
  const out = [
    `Dialogue: 1,${assTime(0)},${end},Title,,0,0,0,,{\\an7\\pos(${plate.x0},${plate.y0})\\1c&H0E0A08&\\1a&H61&\\bord0\\shad0\\fad(0,180)\\p1}m 0 0 l ${w} 0 ${w} ${h} 0 ${h}{\\p0}`,
    `Dialogue: 1,${assTime(0)},${end},Title,,0,0,0,,{\\an7\\pos(${plate.x0 + 26},${plate.y1 - TITLE_BAR})\\1c${assColour(card.accent)}\\bord0\\shad0\\fad(0,180)\\p1}m 0 0 l ${w - 52} 0 ${w - 52} ${TITLE_BAR} 0 ${TITLE_BAR}{\\p0}`,
  ];
  lines.forEach((line, li) => {
    const y = Math.round(top + lineH * (li + 0.5));
    const text = line.map((i) => words[i]).join(' ');
    out.push(
      `Dialogue: 2,${assTime(0)},${end},Title,,0,0,0,,{\\an5\\pos(540,${y})\\fs${fs}\\fad(0,180)}${text}`,
    );
  });
  return out;
}

export interface AssOptions extends CaptionPlacement {
  preset: CaptionPreset;
  /** The video's style: its caption treatment (caption-styles.ts) as override tags. */
  style?: VideoStyle;
  title?: TitleCard | null;
  watermark?: string | null;
}

/** Full ASS document: styles, the title card, one event per spoken word (its page, that word highlighted). */
export function buildAss(pages: CaptionPage[], opts: AssOptions): string {
  const p = PRESETS[opts.preset];
  const head = [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${FRAME_W}`,
    `PlayResY: ${FRAME_H}`,
    'WrapStyle: 2',
    'ScaledBorderAndShadow: yes',
    'YCbCr Matrix: TV.709',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    `Style: Caption,${p.style}`,
    'Style: Title,Inter Black,112,&H00FFFFFF,&H00FFFFFF,&H70000000,&H00000000,0,0,0,0,100,100,0,0,1,4,0,5,0,0,0,1',
    'Style: Mark,Inter Semi Bold,34,&H66FFFFFF,&H66FFFFFF,&H99000000,&H00000000,0,0,0,0,100,100,0,0,1,1.5,0,7,0,0,0,1',
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
  ];
  const events: string[] = [];
  if (opts.title && opts.title.words.length) events.push(...titleEvents(opts.title));
  const at = placeCaptions(opts);
  const treatment = opts.style ? TREATMENTS[opts.style].ass : '';
  for (const page of pages) {
    const texts = page.words.map((w) => escapeAss(display(w.word, p.upper)));
    const lineH = page.fontSize * 1.18;
    const blockTop = captionBlockTop(page, at);
    for (const { word: wi, from, to } of wordSpans(page)) {
      page.lines.forEach((line, li) => {
        const y = Math.round(blockTop + lineH * (li + 0.5));
        const body = line.map((i) => (i === wi ? p.active(page.fontSize) : p.idle) + texts[i]).join(' ');
        events.push(
          `Dialogue: 0,${assTime(from)},${assTime(to)},Caption,,0,0,0,,{\\an5\\pos(540,${y})\\fs${page.fontSize}${treatment}}${body}`,
        );
      });
    }
  }
  if (opts.watermark) {
    // Last event, top layer: nothing in the file is drawn over it (the burned video's mark is also last).
    const end = pages.length ? pages[pages.length - 1]!.end : (opts.title?.end ?? 1);
    const mark = watermarkBox(opts.watermark, opts);
    events.push(
      `Dialogue: 9,${assTime(0)},${assTime(end + 5)},Mark,,0,0,0,,{\\an7\\pos(${mark.x0 + 6},${mark.y0 + 4})}${escapeAss(opts.watermark)}`,
    );
  }
  return [...head, ...events, ''].join('\n');
}

function clock(sec: number, sep: ',' | '.'): string {
  const ms = Math.max(0, Math.round(sec * 1000));
  const h = Math.floor(ms / 3600000);
  const m = Math.floor((ms % 3600000) / 60000);
  const s = Math.floor((ms % 60000) / 1000);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}${sep}${String(ms % 1000).padStart(3, '0')}`;
}

/**
 * The pages of the caption files (SRT, VTT): everything spoken, the hook included. On screen the hook
 * is a title card rather than caption pages, but a file a creator uploads to a platform, or a viewer
 * reads with a screen reader, must not start at the second sentence.
 */
export function sidecarPages(pages: CaptionPage[], title: TitleCard | null): CaptionPage[] {
  if (!title?.words.length) return pages;
  const hook = hookCues(title.words);
  const firstBody = pages[0]?.start ?? Infinity;
  return [...hook.map((p) => ({ ...p, end: Math.min(p.end, firstBody) })), ...pages];
}

/** About one subtitle line: a longer hook sentence is cut in two. */
const CUE_CHARS = 42;

/**
 * The hook's cues. The picture shows the hook as its title card, never as caption pages, so in the
 * files it is read as subtitles are: a sentence a cue, cut at its best gap (nearest the middle on a
 * tie) only while longer than a subtitle line, so a quoted title is not cut into four-word pages.
 */
export function hookCues(words: WordTiming[]): CaptionPage[] {
  const list = words.map((w) => w.word);
  const costs = breakCosts(list);
  const spans: [number, number][] = [];
  const cut = (a: number, b: number) => {
    if (b - a < 2 || joinWords(words.slice(a, b).map((w) => w.word)).length <= CUE_CHARS) {
      spans.push([a, b]);
      return;
    }
    const mid = (a + b - 2) / 2;
    let k = a;
    for (let i = a + 1; i < b - 1; i++) {
      const better =
        costs[i]! < costs[k]! || (costs[i] === costs[k] && Math.abs(i - mid) < Math.abs(k - mid));
      if (better) k = i;
    }
    cut(a, k + 1);
    cut(k + 1, b);
  };
  // A colon inside a quoted title ("POV: first day at the gym") does not end the cue.
  const depths = quoteDepths(list);
  let from = 0;
  words.forEach((w, i) => {
    if (i === words.length - 1 || (depths[i] === 0 && endsPage(w.word, i === from))) {
      cut(from, i + 1);
      from = i + 1;
    }
  });
  return holdPages(
    spans.map(([a, b]) => {
      const cue = words.slice(a, b);
      return { words: cue, start: cue[0]!.start, end: cue[cue.length - 1]!.end, lines: [], fontSize: 0 };
    }),
  );
}

export function buildSrt(pages: CaptionPage[]): string {
  return pages
    .map(
      (p, i) =>
        `${i + 1}\n${clock(p.start, ',')} --> ${clock(p.end, ',')}\n${joinWords(p.words.map((w) => w.word))}\n`,
    )
    .join('\n');
}

/** WebVTT with inline word timestamps, so players that support them can follow the spoken word. */
export function buildVtt(pages: CaptionPage[]): string {
  const cues = pages.map((p) => {
    const text = p.words.map((w, i) => (i === 0 ? w.word : `<${clock(w.start, '.')}>${w.word}`)).join(' ');
    return `${clock(p.start, '.')} --> ${clock(p.end, '.')}\n${text}\n`;
  });
  return `WEBVTT\n\n${cues.join('\n')}`;
}
