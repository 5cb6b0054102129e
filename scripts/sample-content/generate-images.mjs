#!/usr/bin/env node
/**
 * Generates the sample content assets for the demo portfolio (Ines Moreau):
 *   public/images/brand/*, public/images/portfolio/<slug>/*, public/images/tools/*,
 *   public/images/social/*, public/files/ines-moreau-cv.pdf
 *
 * Everything is drawn in code (SVG strings, and a hand-written PDF), so the output is
 * deterministic and nothing is downloaded. Plain Node ESM; the project's `sharp` renders the
 * project pictures, which config/portfolios.json names as .webp (screenshots and mock-ups full
 * of text lay out and paint on the browser's main thread as SVG, but decode off it as raster,
 * and go through next/image's resizing like an owner's own photos), and the two PNG favicons.
 *
 *   node scripts/sample-content/generate-images.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PUBLIC = path.join(ROOT, 'public');
const readConfig = (file) => JSON.parse(fs.readFileSync(path.join(ROOT, 'config', file), 'utf8'));
const written = [];
function out(rel, content) {
  const full = path.join(PUBLIC, rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  written.push(rel);
}

const sharp = createRequire(path.join(ROOT, 'package.json'))('sharp');

/** Writes a drawing as SVG, or renders it to WebP at its own size when the path asks for one. */
async function outPicture(rel, svg) {
  if (!rel.endsWith('.webp')) return out(rel, svg);
  out(rel, await sharp(Buffer.from(svg)).webp({ quality: 88, effort: 6 }).toBuffer());
}

/* ------------------------------------------------------------------ primitives */

const INK = '#101218';
const INK2 = '#1a1d26';
const PAPER = '#f7f6f3';
const CORAL = '#e8603f';
const SANS = 'Inter, Helvetica, Arial, sans-serif';
const SERIF = "Georgia, 'Times New Roman', serif";

const esc = (s) =>
  String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
const n1 = (v) => Math.round(v * 10) / 10;
const n3 = (v) => Math.round(v * 1000) / 1000;
const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n1(v) : v}"`)
    .join('');

const R = (x, y, w, h, fill, rx = 0, ex = {}) =>
  `<rect${attrs({ x, y, width: w, height: h, rx: rx || undefined, fill, ...ex })}/>`;
const C = (cx, cy, r, fill, ex = {}) => `<circle${attrs({ cx, cy, r, fill, ...ex })}/>`;
const E = (cx, cy, rx, ry, fill, ex = {}) => `<ellipse${attrs({ cx, cy, rx, ry, fill, ...ex })}/>`;
const P = (d, fill, ex = {}) => `<path${attrs({ d, fill, ...ex })}/>`;
const L = (x1, y1, x2, y2, stroke, sw = 1, ex = {}) =>
  `<line${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': sw, ...ex })}/>`;
const G = (transform, body, ex = {}) => `<g${attrs({ transform, ...ex })}>${body}</g>`;
const tr = (x, y, s, rot) =>
  `translate(${n1(x)} ${n1(y)})${s && s !== 1 ? ` scale(${n3(s)})` : ''}${rot ? ` rotate(${rot})` : ''}`;
/** Text. o: s size, w weight, f fill, a anchor, ls letter-spacing, c class, o opacity, i italic */
const WEIGHT = { 500: 'm', 600: 'sb', 700: 'b', 800: 'x' };
const ANCHOR = { middle: 'c', end: 'e' };
const T = (x, y, str, o = {}) =>
  `<text${attrs({
    x,
    y,
    'font-size': o.s ?? 16,
    'font-style': o.i ? 'italic' : undefined,
    fill: o.f ?? INK,
    'letter-spacing': o.ls,
    class: [WEIGHT[o.w], ANCHOR[o.a], o.c].filter(Boolean).join(' ') || undefined,
    opacity: o.o,
  })}>${esc(str)}</text>`;
/** Stroked, unfilled path with round caps (class "s", see Doc styles). */
const S = (d, stroke, sw = 2, ex = {}) =>
  `<path${attrs({ d, class: 's', stroke, 'stroke-width': sw, ...ex })}/>`;
/** Placeholder text lines. */
const bars = (x, y, widths, fill, h = 8, gap = 18, ex = {}) =>
  widths.map((w, i) => R(x, y + i * gap, w, h, fill, h / 2, ex)).join('');
/** Approximate rendered width, from Helvetica metrics (close to Inter/Arial). */
const textW = (label, s, bold = false) => textWidth(label, s, bold);
/** Button with centred label; returns markup. o: s, h, px, bg, fg, r, stroke, w, x anchor */
function btn(x, y, label, o = {}) {
  const s = o.s ?? 15;
  const h = o.h ?? s * 2.9;
  const w = o.width ?? Math.round(textW(label, s, true) + 2 * (o.px ?? s * 1.5));
  const r = o.r ?? h / 2;
  return (
    R(
      x,
      y,
      w,
      h,
      o.bg ?? INK,
      r,
      o.stroke ? { stroke: o.stroke, 'stroke-width': o.sw ?? 1.5 } : {},
    ) +
    T(x + w / 2, y + h / 2 + s * 0.36, label, { s, w: o.w ?? 600, f: o.fg ?? '#fff', a: 'middle' })
  );
}
const btnW = (label, s = 15, px) => Math.round(textW(label, s, true) + 2 * (px ?? s * 1.5));
const wave = (x0, y, n, seg, amp) =>
  `M${n1(x0)} ${n1(y)}q${n1(seg / 2)} ${n1(-amp)} ${n1(seg)} 0${`t${n1(seg)} 0`.repeat(n - 1)}`;
const check = (x, y, s, stroke, sw = 2.5) =>
  S(
    `M${n1(x - s / 2)} ${n1(y)}l${n1(s / 3)} ${n1(s / 3)}l${n1((s * 2) / 3)} ${n1((-s * 2) / 3)}`,
    stroke,
    sw,
  );
function star(cx, cy, r, fill) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${n1(cx + rr * Math.cos(a))} ${n1(cy + rr * Math.sin(a))}`);
  }
  return P(`M${pts.join('L')}Z`, fill);
}
/** Friendly abstract person in a circle (team photos, user avatars). */
function person(cx, cy, r, bg, skin, hair, top) {
  return (
    C(cx, cy, r, bg) +
    P(
      `M${n1(cx - r * 0.64)} ${n1(cy + r * 0.78)}a${n1(r * 0.64)} ${n1(r * 0.5)} 0 0 1 ${n1(r * 1.28)} 0Z`,
      top,
    ) +
    C(cx, cy - r * 0.12, r * 0.34, skin) +
    P(
      `M${n1(cx - r * 0.36)} ${n1(cy - r * 0.1)}a${n1(r * 0.36)} ${n1(r * 0.38)} 0 0 1 ${n1(r * 0.72)} 0q${n1(-r * 0.3)} ${n1(-r * 0.2)} ${n1(-r * 0.6)} ${n1(-r * 0.16)}Z`,
      hair,
    )
  );
}
/** Deterministic PRNG (mulberry32). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** A QR-like block pattern (not a real code). */
function qr(x, y, size, fg, seed) {
  const rand = rng(seed);
  const cells = 19;
  const c = size / cells;
  let s = '';
  const finder = (fx, fy) =>
    R(x + fx * c, y + fy * c, 7 * c, 7 * c, fg) +
    R(x + (fx + 1) * c, y + (fy + 1) * c, 5 * c, 5 * c, '#fff') +
    R(x + (fx + 2) * c, y + (fy + 2) * c, 3 * c, 3 * c, fg);
  let d = '';
  for (let j = 0; j < cells; j++) {
    let run = 0;
    for (let i = 0; i <= cells; i++) {
      const inFinder = (i < 8 && j < 8) || (i > cells - 9 && j < 8) || (i < 8 && j > cells - 9);
      const on = i < cells && !inFinder && rand() > 0.52;
      if (on) run++;
      else if (run) {
        d += `M${i - run} ${j}h${run}v1h-${run}z`;
        run = 0;
      }
    }
  }
  s += G(tr(x, y, c), P(d, fg)) + finder(0, 0) + finder(cells - 7, 0) + finder(0, cells - 7);
  return s;
}

/**
 * Size optimisation: presentation attributes (fill, stroke, font size…) that repeat across
 * elements are moved into generated CSS classes. The mock-ups reuse a handful of styles
 * hundreds of times, so this keeps each SVG small without changing how it renders.
 */
const STYLE_ATTRS = new Set([
  'font-size',
  'font-style',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'letter-spacing',
  'opacity',
]);
const PX_ATTRS = new Set(['font-size', 'letter-spacing', 'stroke-width']);
function styleClasses(body) {
  const tagRe = /<(rect|circle|ellipse|path|text|line)((?: [a-z-]+="[^"]*")*)(\/?)>/g;
  const parse = (str) => [...str.matchAll(/ ([a-z-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]);
  const keyOf = (list) =>
    list
      .filter(([k]) => STYLE_ATTRS.has(k))
      .map(([k, v]) => `${k}:${v}${PX_ATTRS.has(k) ? 'px' : ''}`)
      .join(';');
  const counts = new Map();
  for (const m of body.matchAll(tagRe)) {
    const key = keyOf(parse(m[2]));
    if (key.length >= 14) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const names = new Map();
  let css = '';
  for (const [key, count] of counts) {
    if (count < 2) continue;
    const name = `z${names.size.toString(36)}`;
    names.set(key, name);
    css += `.${name}{${key}}`;
  }
  const out = body.replace(tagRe, (all, tag, attrStr, slash) => {
    const list = parse(attrStr);
    const name = names.get(keyOf(list));
    if (!name) return all;
    const cls = list.find(([k]) => k === 'class');
    const rest = list
      .filter(([k]) => k !== 'class' && !STYLE_ATTRS.has(k))
      .map(([k, v]) => ` ${k}="${v}"`)
      .join('');
    return `<${tag}${rest} class="${name}${cls ? ` ${cls[1]}` : ''}"${slash}>`;
  });
  return { body: out, css };
}

class Doc {
  constructor(w, h, title) {
    Object.assign(this, { w, h, title, defs: [], body: [], n: 0, shadows: {} });
  }
  id(p = 'd') {
    return p + (++this.n).toString(36);
  }
  add(...parts) {
    this.body.push(...parts);
    return this;
  }
  clip(x, y, w, h, rx = 0) {
    const id = this.id('k');
    this.defs.push(`<clipPath id="${id}">${R(x, y, w, h, undefined, rx)}</clipPath>`);
    return `url(#${id})`;
  }
  clipShape(shape) {
    const id = this.id('k');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  /** Soft drop shadow; size "l" for devices, "s" for small cards. */
  shadow(size = 'l') {
    if (!this.shadows[size]) {
      const id = `sh${size}`;
      const [dy, sd, op] = size === 'l' ? [22, 26, 0.3] : [6, 8, 0.16];
      this.defs.push(
        `<filter id="${id}" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${sd}" flood-color="#0b0d12" flood-opacity="${op}"/></filter>`,
      );
      this.shadows[size] = `url(#${id})`;
    }
    return this.shadows[size];
  }
  lg(c1, c2, vertical = true) {
    const id = this.id('g');
    const dir = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
    this.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" ${dir}><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>`,
    );
    return `url(#${id})`;
  }
  rg(c1, c2, o1 = 1, o2 = 0) {
    const id = this.id('g');
    this.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${c1}" stop-opacity="${o1}"/><stop offset="1" stop-color="${c2}" stop-opacity="${o2}"/></radialGradient>`,
    );
    return `url(#${id})`;
  }
  toString() {
    const { w, h } = this;
    const { body, css } = styleClasses(this.body.join(''));
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
      `<title>${esc(this.title)}</title>` +
      `<style>text{font-family:${SANS}}.sf{font-family:${SERIF}}.m{font-weight:500}.sb{font-weight:600}.b{font-weight:700}.x{font-weight:800}.c{text-anchor:middle}.e{text-anchor:end}.s{fill:none;stroke-linecap:round;stroke-linejoin:round}${css}</style>` +
      (this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '') +
      body +
      '</svg>\n'
    );
  }
}

/* ------------------------------------------------------------------ devices */

/** Browser window at (x, y), w × h. page(W, H) draws a W-wide page (default 1280). */
function browser(doc, x, y, w, h, url, page, o = {}) {
  const pw = o.pw ?? 1280;
  const k = w / pw;
  const hb = Math.max(24, Math.round(w * 0.028));
  const rx = Math.round(8 + w * 0.006);
  const dark = o.dark;
  const clip = doc.clip(0, 0, w, h, rx);
  const dots = ['#ff6159', '#ffbd2e', '#29c941']
    .map((c, i) => C(hb * 0.62 + i * hb * 0.46, hb / 2, hb * 0.14, dark ? '#3a3f4f' : c))
    .join('');
  return G(
    tr(x, y),
    R(0, 0, w, h, dark ? '#1c1f2b' : '#ffffff', rx, { filter: doc.shadow() }) +
      G(
        null,
        G(tr(0, hb, k), page(pw, (h - hb) / k)) +
          R(0, 0, w, hb, dark ? '#232736' : '#f1f2f5') +
          L(0, hb, w, hb, dark ? '#2e3344' : '#e2e4ea', 1) +
          dots +
          R(w * 0.3, hb * 0.2, w * 0.4, hb * 0.6, dark ? '#2d3243' : '#ffffff', hb * 0.3) +
          T(w / 2, hb * 0.62, url, {
            s: n1(hb * 0.34),
            f: dark ? '#9aa1b5' : '#6b7080',
            a: 'middle',
          }),
        { 'clip-path': clip },
      ),
  );
}

const SW = 360;
const SH = 760;
/** Phone at (x, y) with width w; screen() draws a 360 × 760 screen. */
function phone(doc, x, y, w, screen, o = {}) {
  const b = w * 0.04;
  const sw = w - 2 * b;
  const k = sw / SW;
  const sh = SH * k;
  const h = sh + 2 * b;
  const rx = w * 0.15;
  const clip = doc.clip(b, b, sw, sh, rx - b);
  return G(
    tr(x, y, 1, o.rot),
    R(0, 0, w, h, o.frame ?? '#14161d', rx, { filter: o.flat ? undefined : doc.shadow() }) +
      R(1, 1, w - 2, h - 2, 'none', rx - 1, { stroke: '#3a3f4e', 'stroke-width': 1.5 }) +
      G(null, G(tr(b, b, k), screen()), { 'clip-path': clip }) +
      R(w / 2 - w * 0.13, b + sh * 0.014, w * 0.26, w * 0.07, '#0a0b0f', w * 0.035),
  );
}
/** Status bar for a 360-wide phone screen. */
const status = (f) =>
  T(30, 33, '9:41', { s: 15, w: 600, f }) +
  P('M262 31h3v4h-3zM267 28h3v7h-3zM272 25h3v10h-3zM277 22h3v13h-3zM290 24h15v7h-15z', f) +
  R(288, 22, 22, 11, 'none', 3.5, { stroke: f, 'stroke-width': 1.3, opacity: 0.6 });
const homeBar = (f) => R(120, 744, 120, 5, f, 2.5, { opacity: 0.55 });
/** Bottom tab bar with n icons; active index highlighted. */
function tabBar(bg, fg, active, acc, labels) {
  const w = SW / labels.length;
  return (
    R(0, 676, SW, 84, bg) +
    L(0, 676, SW, 676, fg, 1, { opacity: 0.12 }) +
    labels
      .map((l, i) => {
        const cx = w * i + w / 2;
        const c = i === active ? acc : fg;
        return (
          R(cx - 11, 690, 22, 22, 'none', 6, {
            stroke: c,
            'stroke-width': 2,
            opacity: i === active ? 1 : 0.5,
          }) + T(cx, 730, l, { s: 10.5, w: 600, f: c, a: 'middle', o: i === active ? 1 : 0.6 })
        );
      })
      .join('')
  );
}

/** Caption used on gallery boards. */
/** Nav links right-aligned so that the last one ends at xEnd. */
function navLinks(xEnd, y, labels, o = {}) {
  const s = o.s ?? 16;
  const gap = o.gap ?? 36;
  let x = xEnd - labels.reduce((a, l) => a + textW(l, s) + gap, -gap);
  return labels
    .map((l) => {
      const t = T(x, y, l, { s, w: o.w ?? 500, f: o.f, o: o.o });
      x += textW(l, s) + gap;
      return t;
    })
    .join('');
}
const caption = (x, y, kicker, title, fg, acc) =>
  T(x, y, kicker.toUpperCase(), { s: 14, w: 700, ls: 3, f: acc }) +
  T(x, y + 48, title, { s: 40, w: 700, f: fg, ls: -0.5 });

/* ------------------------------------------------------------------ brand (Ines Moreau) */

const MONOGRAM =
  `<circle cx="10" cy="10.5" r="3" fill="${CORAL}"/>` +
  `<path d="M10 18v13M16.5 31V13.5L24 24l7.5-10.5V31" fill="none" stroke="${PAPER}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;

function brandLogo() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40" role="img"><title>Ines Moreau</title>${MONOGRAM}</svg>\n`;
}
function brandFavicon() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${INK}"/><g transform="translate(32 32) scale(1.3) translate(-20.75 -20.5)">${MONOGRAM}</g></svg>\n`;
}
function brandAvatar() {
  const d = new Doc(640, 640, 'Illustrated portrait of Ines Moreau');
  const skin = '#e6ab8a';
  const skinShade = '#cf8f6e';
  const hair = '#2e1d18';
  const clip = d.clipShape(C(320, 320, 320));
  d.add(
    G(
      null,
      R(0, 0, 640, 640, d.lg('#f28a5f', CORAL)) +
        C(470, 150, 70, '#f7b48c', { opacity: 0.55 }) +
        C(150, 520, 120, '#d9502f', { opacity: 0.35 }) +
        // hair (back)
        P(
          'M168 300C168 186 236 128 320 128S472 186 472 300L476 452Q476 476 452 476H188Q164 476 164 452Z',
          hair,
        ) +
        // neck + jumper
        R(284, 380, 72, 110, skinShade, 30) +
        P('M104 660C104 540 190 476 320 476S536 540 536 660Z', '#22485a') +
        P('M262 480Q320 548 378 480Q350 470 320 470T262 480Z', skinShade) +
        S('M256 484Q320 566 384 484', '#f7f6f3', 10, { opacity: 0.9 }) +
        S('M168 640L186 560M472 640L454 560', '#1a3947', 8) +
        // ears + earrings
        E(214, 318, 17, 25, skin) +
        E(426, 318, 17, 25, skin) +
        C(214, 356, 8, PAPER) +
        C(426, 356, 8, PAPER) +
        // face
        E(320, 300, 106, 124, skin) +
        C(266, 356, 20, '#ec8d73', { opacity: 0.45 }) +
        C(374, 356, 20, '#ec8d73', { opacity: 0.45 }) +
        E(284, 318, 8, 10, '#2b1d18') +
        E(356, 318, 8, 10, '#2b1d18') +
        S('M260 272Q282 260 304 268M336 268Q358 260 380 272', hair, 7) +
        // glasses
        C(284, 318, 34, 'none', { stroke: INK2, 'stroke-width': 6 }) +
        C(356, 318, 34, 'none', { stroke: INK2, 'stroke-width': 6 }) +
        S('M318 314Q320 306 322 314M250 312L222 304M390 312L418 304', INK2, 6) +
        S('M320 334Q312 356 322 358', skinShade, 5) +
        S('M294 380Q320 402 346 380', '#9a3f2c', 7) +
        // fringe
        P(
          'M212 300C198 200 258 160 326 162C402 164 444 220 428 304C414 262 384 232 340 222C316 256 268 274 212 300Z',
          hair,
        ) +
        S('M300 190Q270 210 250 250', '#4a3029', 5, { opacity: 0.8 }),
      { 'clip-path': clip },
    ),
  );
  return d.toString();
}

/* ------------------------------------------------------------------ Harbor & Pine Coffee (branding) */

const HP = {
  pine: '#1f3b2d',
  deep: '#162b21',
  cream: '#efe3cf',
  copper: '#c47a45',
  bean: '#3b2a21',
  sand: '#e2d3bb',
};
function hpMark(cx, cy, r, fg, acc = HP.copper) {
  const sw = { 'stroke-width': 6 };
  return G(
    tr(cx, cy, r / 100),
    C(0, 0, 95, 'none', { stroke: fg, 'stroke-width': 6 }) +
      C(0, 0, 83, 'none', { stroke: fg, 'stroke-width': 2 }) +
      P('M0-62L22-26H11L31 4H-31L-11-26H-22Z', fg) +
      R(-4, 3, 8, 14, fg) +
      C(38, -40, 9, acc) +
      S(wave(-46, 34, 4, 23, 8), fg, 6, sw) +
      S(wave(-34.5, 52, 3, 23, 8), fg, 6, sw),
  );
}
const hpWord = (cx, y, s, fg, sub, subFill) =>
  T(cx, y, 'HARBOR & PINE', { s, w: 800, ls: n1(s * 0.16), a: 'middle', f: fg }) +
  (sub
    ? T(cx, y + s * 0.95, sub, {
        s: n1(s * 0.36),
        w: 600,
        ls: n1(s * 0.12),
        a: 'middle',
        f: subFill ?? fg,
      })
    : '');

function hpBag(d, x, y, w, h, o) {
  return G(
    tr(x, y),
    R(0, 0, w, h, o.body, 10, { filter: d.shadow() }) +
      R(0, 0, w * 0.07, h, '#000', 0, { opacity: 0.06 }) +
      R(w * 0.93, 0, w * 0.07, h, '#000', 0, { opacity: 0.06 }) +
      R(0, 0, w, h * 0.1, '#000', 10, { opacity: 0.12 }) +
      R(w * 0.1, h * 0.12, w * 0.8, h * 0.022, o.tie ?? '#b89a6a', 3) +
      R(w * 0.13, h * 0.27, w * 0.74, h * 0.6, o.label, 6) +
      hpMark(w / 2, h * 0.4, w * 0.14, o.ink, o.acc) +
      T(w / 2, h * 0.58, o.title, { s: n1(w * 0.072), w: 800, a: 'middle', f: o.ink, ls: 1 }) +
      T(w / 2, h * 0.63, o.sub, {
        s: n1(w * 0.044),
        w: 600,
        a: 'middle',
        f: o.ink,
        ls: 2,
        o: 0.75,
      }) +
      L(w * 0.3, h * 0.67, w * 0.7, h * 0.67, o.ink, 1.5, { opacity: 0.35 }) +
      T(w / 2, h * 0.72, o.notes, { s: n1(w * 0.042), a: 'middle', f: o.ink }) +
      T(w / 2, h * 0.82, '250 G · WHOLE BEAN', {
        s: n1(w * 0.036),
        w: 700,
        a: 'middle',
        f: o.ink,
        ls: 1.5,
        o: 0.7,
      }),
  );
}
function hpCup(d, cx, by, h, o) {
  const top = by - h;
  const tw = h * 0.66;
  const bw = h * 0.48;
  const y0 = top + h * 0.12;
  const wAt = (y) => tw + ((bw - tw) * (y - y0)) / (by - y0);
  const y1 = top + h * 0.4;
  const y2 = top + h * 0.72;
  return (
    E(cx, by, bw * 0.62, h * 0.03, '#000', { opacity: 0.18 }) +
    P(
      `M${n1(cx - tw / 2)} ${n1(y0)}H${n1(cx + tw / 2)}L${n1(cx + bw / 2)} ${n1(by)}H${n1(cx - bw / 2)}Z`,
      o.body,
    ) +
    P(
      `M${n1(cx - wAt(y1) / 2)} ${n1(y1)}H${n1(cx + wAt(y1) / 2)}L${n1(cx + wAt(y2) / 2)} ${n1(y2)}H${n1(cx - wAt(y2) / 2)}Z`,
      o.sleeve,
    ) +
    hpMark(cx, (y1 + y2) / 2, h * 0.11, o.markFill, o.acc) +
    R(cx - tw / 2 - h * 0.03, top + h * 0.06, tw + h * 0.06, h * 0.07, o.lid, h * 0.02) +
    P(
      `M${n1(cx - tw / 2 + h * 0.02)} ${n1(top + h * 0.065)}Q${n1(cx)} ${n1(top - h * 0.04)} ${n1(cx + tw / 2 - h * 0.02)} ${n1(top + h * 0.065)}Z`,
      o.lid,
    )
  );
}
function hpCover() {
  const d = new Doc(1200, 900, 'Harbor & Pine Coffee: brand identity with coffee bag and cup');
  d.add(R(0, 0, 1200, 900, HP.pine));
  for (let i = 0; i < 6; i++) d.add(S(wave(-40, 720 + i * 30, 14, 92, 10), HP.deep, 5));
  d.add(C(340, 365, 205, HP.deep));
  d.add(hpMark(340, 370, 160, HP.cream));
  d.add(hpWord(340, 615, 40, HP.cream, 'COFFEE ROASTERS · ANNECY', HP.copper));
  d.add(
    hpBag(d, 660, 190, 270, 430, {
      body: HP.cream,
      label: HP.pine,
      ink: HP.cream,
      title: 'HUILA',
      sub: 'COLOMBIA',
      notes: 'Red apple · Cocoa · Honey',
    }),
  );
  d.add(
    hpCup(d, 1010, 660, 250, {
      body: PAPER,
      sleeve: HP.copper,
      lid: HP.bean,
      markFill: HP.cream,
      acc: HP.pine,
    }),
  );
  return d;
}
function hpBoard() {
  const d = new Doc(1600, 1000, 'Harbor & Pine Coffee brand board: logo, colours, typography');
  d.add(R(0, 0, 1600, 1000, PAPER));
  // logo tile
  d.add(
    R(40, 40, 760, 600, HP.pine, 18),
    hpMark(420, 290, 150, HP.cream),
    hpWord(420, 535, 44, HP.cream, 'COFFEE ROASTERS · ANNECY', HP.copper),
  );
  // swatches
  const sw = [
    ['Pine', '#1F3B2D', HP.pine, HP.cream],
    ['Copper', '#C47A45', HP.copper, '#fff'],
    ['Oat', '#EFE3CF', HP.cream, HP.pine],
    ['Roast', '#3B2A21', HP.bean, HP.cream],
  ];
  sw.forEach(([name, hex, fill, fg], i) => {
    const x = 824 + i * 184;
    d.add(
      R(x, 40, 184, 288, fill, i === 0 ? 0 : 0),
      T(x + 22, 270, name, { s: 22, w: 700, f: fg }),
      T(x + 22, 300, hex, { s: 15, f: fg, o: 0.8, ls: 1 }),
    );
  });
  d.add(R(824, 40, 736, 288, 'none', 18, { stroke: PAPER, 'stroke-width': 0 }));
  // type
  d.add(
    R(824, 352, 356, 288, HP.cream, 18),
    T(852, 500, 'Aa', { s: 130, w: 800, f: HP.pine, ls: -4 }),
    T(852, 560, 'Display · Sans Extra Bold', { s: 17, w: 700, f: HP.pine }),
    T(852, 588, 'Labels · Tracked capitals +16%', { s: 15, f: HP.pine, o: 0.75 }),
    T(852, 612, 'Body · Sans Regular 16/24', { s: 15, f: HP.pine, o: 0.75 }),
  );
  // secondary mark
  d.add(
    R(1204, 352, 356, 288, HP.copper, 18),
    C(1382, 480, 86, 'none', { stroke: HP.cream, 'stroke-width': 5 }),
    T(1382, 500, 'H&P', { s: 52, w: 800, f: HP.cream, a: 'middle', ls: 2 }),
    T(1382, 612, 'Secondary monogram', { s: 15, w: 600, f: HP.cream, a: 'middle', o: 0.9 }),
  );
  // pattern
  let pat = R(40, 664, 760, 296, HP.deep, 18);
  for (let i = 0; i < 8; i++)
    pat += S(
      wave(64 + (i % 2) * 23, 710 + i * 32, 15, 46, 9),
      i % 3 === 1 ? HP.copper : HP.pine,
      5,
    );
  d.add(G(null, pat, { 'clip-path': d.clip(40, 664, 760, 296, 18) }));
  // voice
  d.add(
    R(824, 664, 736, 296, '#fff', 18),
    T(860, 720, 'BRAND VOICE', { s: 14, w: 700, ls: 3, f: HP.copper }),
    T(860, 790, 'Slow mornings,', { s: 50, w: 800, f: HP.pine, ls: -1 }),
    T(860, 850, 'fast espresso.', { s: 50, w: 800, f: HP.pine, ls: -1 }),
    T(860, 910, 'Warm, plain-spoken, a little outdoorsy. Never fussy.', {
      s: 18,
      f: HP.bean,
      o: 0.8,
    }),
  );
  return d;
}
function hpPackaging() {
  const d = new Doc(1600, 1000, 'Harbor & Pine Coffee packaging: three single-origin bags');
  d.add(R(0, 0, 1600, 1000, d.lg('#e9dcc4', '#d8c6a6')), R(0, 800, 1600, 200, '#cdb993'));
  d.add(caption(80, 110, 'Packaging system', 'One colour per origin', HP.pine, HP.copper));
  const bags = [
    {
      body: HP.pine,
      label: HP.cream,
      ink: HP.pine,
      title: 'HUILA',
      sub: 'COLOMBIA',
      notes: 'Red apple · Cocoa · Honey',
    },
    {
      body: HP.cream,
      label: HP.copper,
      ink: '#fff',
      acc: HP.pine,
      title: 'SIDAMO',
      sub: 'ETHIOPIA',
      notes: 'Jasmine · Peach · Bergamot',
      tie: HP.copper,
    },
    {
      body: HP.copper,
      label: HP.cream,
      ink: HP.bean,
      title: 'LAKESIDE',
      sub: 'HOUSE BLEND',
      notes: 'Hazelnut · Caramel · Plum',
    },
  ];
  bags.forEach((o, i) => {
    const x = 230 + i * 400;
    d.add(E(x + 150, 822, 190, 22, '#000', { opacity: 0.14 }), hpBag(d, x, 250, 300, 570, o));
  });
  d.add(
    T(1520, 950, 'Kraft-lined, fully recyclable · 250 g and 1 kg', {
      s: 16,
      w: 600,
      f: HP.bean,
      a: 'end',
      o: 0.75,
    }),
  );
  return d;
}
function hpStationery() {
  const d = new Doc(
    1600,
    1000,
    'Harbor & Pine Coffee stationery: business cards, loyalty card and cup',
  );
  d.add(R(0, 0, 1600, 1000, HP.deep));
  for (let i = 0; i < 5; i++) d.add(S(wave(-40, 60 + i * 30, 20, 92, 10), HP.pine, 5));
  const card = (x, y, rot, body) =>
    G(tr(x, y, 1, rot), R(0, 0, 560, 320, 'none', 14, { filter: d.shadow() }) + body);
  d.add(
    card(
      120,
      250,
      -6,
      R(0, 0, 560, 320, HP.cream, 14) +
        hpMark(280, 135, 70, HP.pine) +
        hpWord(280, 262, 22, HP.pine),
    ),
  );
  d.add(
    card(
      170,
      600,
      4,
      R(0, 0, 560, 320, HP.copper, 14) +
        T(44, 80, 'Camille Arnaud', { s: 30, w: 800, f: '#fff' }) +
        T(44, 112, 'Founder & head roaster', { s: 17, f: HP.cream }) +
        T(44, 226, 'camille@harborandpine.example', { s: 16, f: '#fff' }) +
        T(44, 252, '12 quai de la Tournette, Annecy', { s: 16, f: '#fff', o: 0.85 }) +
        hpMark(480, 80, 40, '#fff', HP.pine),
    ),
  );
  // loyalty card
  let stamps = '';
  for (let i = 0; i < 10; i++) {
    const cx = 60 + (i % 5) * 80;
    const cy = 150 + Math.floor(i / 5) * 80;
    stamps +=
      i < 6
        ? C(cx, cy, 28, HP.pine) + hpMark(cx, cy, 18, HP.cream)
        : C(cx, cy, 28, 'none', {
            stroke: HP.pine,
            'stroke-width': 2.5,
            'stroke-dasharray': '5 5',
          });
  }
  d.add(
    card(
      800,
      150,
      3,
      R(0, 0, 460, 320, PAPER, 14) +
        T(30, 64, 'Your tenth coffee is on us', { s: 24, w: 800, f: HP.pine }) +
        stamps.replace(/^/, '') +
        T(30, 300, 'HARBOR & PINE · LOYALTY CARD', { s: 12, w: 700, ls: 2, f: HP.copper }),
    ),
  );
  d.add(
    hpCup(d, 1290, 900, 330, {
      body: HP.cream,
      sleeve: HP.pine,
      lid: '#fff',
      markFill: HP.cream,
      acc: HP.copper,
    }),
  );
  d.add(
    hpCup(d, 1000, 910, 250, {
      body: PAPER,
      sleeve: HP.copper,
      lid: HP.bean,
      markFill: '#fff',
      acc: HP.pine,
    }),
  );
  return d;
}
function hpMenu() {
  const d = new Doc(1600, 1000, 'Harbor & Pine Coffee café: menu board and hanging sign');
  d.add(
    R(0, 0, 1600, 1000, '#eadfcb'),
    R(0, 720, 1600, 280, HP.pine),
    R(0, 712, 1600, 14, HP.bean),
  );
  // menu board
  let m =
    R(0, 0, 640, 800, HP.deep, 16, { filter: d.shadow() }) +
    R(14, 14, 612, 772, 'none', 10, { stroke: HP.copper, 'stroke-width': 2 });
  m +=
    hpMark(320, 92, 44, HP.cream) +
    T(320, 188, 'MENU', { s: 30, w: 800, f: HP.cream, a: 'middle', ls: 8 });
  const section = (y, title, items) =>
    T(56, y, title, { s: 15, w: 700, f: HP.copper, ls: 3 }) +
    items
      .map(
        ([name, price], i) =>
          T(56, y + 42 + i * 38, name, { s: 22, w: 600, f: HP.cream }) +
          T(584, y + 42 + i * 38, price, { s: 22, w: 600, f: HP.cream, a: 'end' }),
      )
      .join('');
  m += section(250, 'ESPRESSO BAR', [
    ['Espresso', '2.20'],
    ['Cortado', '3.00'],
    ['Flat white', '3.80'],
    ['Oat cappuccino', '4.20'],
  ]);
  m += section(460, 'SLOW COFFEE', [
    ['Filter of the day', '3.50'],
    ['Cold brew, tonic & orange', '4.80'],
  ]);
  m += section(596, 'FROM THE OVEN', [
    ['Cardamom bun', '3.20'],
    ['Blueberry & rye muffin', '3.40'],
  ]);
  d.add(G(tr(150, 90), m));
  // hanging sign
  d.add(
    R(1000, 120, 420, 14, HP.bean, 7),
    L(1110, 134, 1110, 230, HP.bean, 4),
    L(1310, 134, 1310, 230, HP.bean, 4),
  );
  d.add(
    G(
      null,
      C(1210, 380, 170, HP.pine, { filter: d.shadow() }) +
        C(1210, 380, 158, 'none', { stroke: HP.copper, 'stroke-width': 3 }) +
        hpMark(1210, 380, 120, HP.cream),
    ),
  );
  d.add(
    hpCup(d, 1090, 718, 150, {
      body: PAPER,
      sleeve: HP.copper,
      lid: HP.bean,
      markFill: '#fff',
      acc: HP.pine,
    }),
    hpCup(d, 1290, 718, 180, {
      body: HP.cream,
      sleeve: HP.pine,
      lid: '#fff',
      markFill: HP.cream,
      acc: HP.copper,
    }),
  );
  d.add(
    T(1190, 860, 'OPEN DAILY 7:30 – 18:00 · ON THE LAKESIDE', {
      s: 16,
      w: 700,
      f: HP.cream,
      a: 'middle',
      ls: 3,
      o: 0.85,
    }),
  );
  return d;
}

/* ------------------------------------------------------------------ Tidewater Rowing Club (web) */

const TW = {
  navy: '#14284b',
  river: '#3f7cac',
  sky: '#eef5fb',
  sun: '#f2c14e',
  mist: '#b9cde0',
  text: '#51607a',
};
function twMark(x, y, s, bg = TW.navy, fg = '#fff') {
  return G(
    tr(x, y, s / 40),
    C(20, 20, 20, bg) +
      S('M10 30L30 10M10 10L30 30', fg, 2.6) +
      S('M27 13l4-4M13 13l-4-4', fg, 6) +
      S(wave(9, 34.5, 2, 11, 2.5), TW.sun, 2),
  );
}
const twLogo = (x, y, dark) =>
  twMark(x, y, 40, dark ? '#fff' : TW.navy, dark ? TW.navy : '#fff') +
  T(x + 52, y + 21, 'Tidewater', { s: 22, w: 800, f: dark ? '#fff' : TW.navy, ls: -0.3 }) +
  T(x + 53, y + 37, 'ROWING CLUB · BORDEAUX', {
    s: 9.5,
    w: 700,
    f: dark ? TW.mist : TW.river,
    ls: 1.6,
  });
function twScene(d, w, h) {
  let s = R(0, 0, w, h, d.lg('#b8d5ec', '#eaf3fa')) + C(w * 0.78, h * 0.26, h * 0.1, TW.sun);
  s += P(
    `M0 ${n1(h * 0.5)}Q${n1(w * 0.2)} ${n1(h * 0.38)} ${n1(w * 0.45)} ${n1(h * 0.48)}T${w} ${n1(h * 0.44)}V${n1(h * 0.6)}H0Z`,
    '#a7c3d9',
  );
  // stone bridge
  s += R(0, h * 0.47, w, h * 0.035, '#d9c6a5');
  s += R(0, h * 0.505, w, h * 0.095, '#cdb894');
  let arches = '';
  for (let i = 0; i < 9; i++)
    arches += `M${n1(w * (0.02 + i * 0.115))} ${n1(h * 0.6)}a${n1(w * 0.045)} ${n1(h * 0.065)} 0 0 1 ${n1(w * 0.09)} 0Z`;
  s += P(arches, '#9db9cf') + R(0, h * 0.6, w, h * 0.4, TW.river);
  let stripes = '';
  for (let i = 0; i < 6; i++)
    stripes += `M${n1(w * ((i * 0.37) % 0.9))} ${n1(h * (0.66 + i * 0.055))}h${n1(w * 0.16)}`;
  s += S(stripes, '#fff', 3, { opacity: 0.25 });
  const by = h * 0.78;
  s += P(
    `M${n1(w * 0.18)} ${n1(by)}H${n1(w * 0.78)}Q${n1(w * 0.82)} ${n1(by + 3)} ${n1(w * 0.77)} ${n1(by + 9)}H${n1(w * 0.2)}Z`,
    '#fff',
  );
  let oars = '';
  let bodies = '';
  let heads = '';
  for (let i = 0; i < 4; i++) {
    const x = w * (0.28 + i * 0.12);
    oars += `M${n1(x - 4)} ${n1(by - 28)}L${n1(x + 70)} ${n1(by + 26)}`;
    bodies += `M${n1(x)} ${n1(by)}L${n1(x - 6)} ${n1(by - 26)}`;
    heads += `M${n1(x - 7)} ${n1(by - 37)}h0`;
  }
  return s + S(oars, TW.navy, 2.5) + S(bodies, TW.navy, 9) + S(heads, TW.navy, 14);
}
const twNav = (W, cta = 'Book a taster') =>
  R(0, 0, W, 80, '#fff') +
  twLogo(48, 20) +
  navLinks(W - 88 - btnW(cta, 15), 46, ['Learn to row', 'Squads', 'Regatta', 'Club house'], {
    s: 16,
    f: TW.navy,
  }) +
  btn(W - 48 - btnW(cta, 15), 18, cta, { bg: TW.navy }) +
  L(0, 80, W, 80, '#e3e9f0', 1);
function twHome(d) {
  return (W) => {
    let s = R(0, 0, W, 1400, '#fff') + twNav(W) + R(0, 80, W, 540, TW.sky);
    s += T(64, 180, 'BORDEAUX · ON THE WATER SINCE 1892', { s: 14, w: 700, ls: 2.5, f: TW.river });
    s +=
      T(64, 254, 'Rowing on the', { s: 64, w: 800, f: TW.navy, ls: -1.5 }) +
      T(64, 328, 'tidal Garonne.', { s: 64, w: 800, f: TW.navy, ls: -1.5 });
    s += bars(64, 368, [500, 470, 330], TW.mist, 10, 24);
    s +=
      btn(64, 456, 'Book a taster session', { bg: TW.navy, s: 16 }) +
      btn(64 + btnW('Book a taster session', 16) + 16, 456, 'Meet the squads', {
        bg: 'none',
        fg: TW.navy,
        stroke: TW.navy,
        s: 16,
      });
    s +=
      R(64, 540, 470, 52, '#fff', 12) +
      S(wave(84, 568, 2, 12, 4), TW.river, 2.5) +
      T(124, 572, 'Today   High tide 10:42   ·   Low tide 16:58', { s: 15, w: 600, f: TW.navy });
    s += G(tr(676, 124), twScene(d, 540, 452), { 'clip-path': d.clip(0, 0, 540, 452, 24) });
    s += R(0, 620, W, 140, TW.navy);
    [
      ['420', 'members'],
      ['38', 'boats in the fleet'],
      ['6', 'squads, 10 to 78'],
      ['12', 'regattas a year'],
    ].forEach(([a, b], i) => {
      s +=
        T(64 + i * 300, 690, a, { s: 44, w: 800, f: '#fff' }) +
        T(64 + i * 300, 722, b, { s: 16, f: TW.mist });
    });
    s += T(64, 830, 'Upcoming sessions', { s: 30, w: 800, f: TW.navy });
    [
      ['SAT', '14 SEP', 'Learn to row: weekend course', '6 places left'],
      ['TUE', '17 SEP', 'Masters squad: evening outing', 'Coxed fours'],
      ['SUN', '22 SEP', 'Club regatta & picnic', 'All members'],
    ].forEach(([a, b, t, m], i) => {
      const x = 64 + i * 392;
      s +=
        R(x, 860, 368, 170, '#fff', 16, { stroke: '#dde5ee', 'stroke-width': 1.5 }) +
        R(x + 20, 880, 72, 72, TW.sky, 12) +
        T(x + 56, 908, a, { s: 13, w: 700, f: TW.river, a: 'middle' }) +
        T(x + 56, 934, b, { s: 16, w: 800, f: TW.navy, a: 'middle' }) +
        T(x + 110, 910, t, { s: 17, w: 700, f: TW.navy }) +
        T(x + 110, 936, m, { s: 15, f: TW.text });
    });
    return s;
  };
}
function twBooking() {
  return (W) => {
    let s = R(0, 0, W, 1400, '#f6f9fc') + twNav(W);
    s +=
      T(64, 128, 'Home  /  Learn to row', { s: 14, f: TW.text }) +
      T(64, 186, 'Learn to row', { s: 46, w: 800, f: TW.navy, ls: -1 });
    s += T(64, 222, 'Beginner courses from April to October. Boats, coaching and kit included.', {
      s: 17,
      f: TW.text,
    });
    [
      ['Weekend course', '4 weekends · Sat & Sun mornings', '€145'],
      ['Evening course', '6 evenings · Tue & Thu', '€130'],
      ['Junior summer camp', '5 days · ages 12 to 17', '€120'],
    ].forEach(([t, m, p], i) => {
      const y = 262 + i * 126;
      const sel = i === 0;
      s += R(64, y, 520, 108, '#fff', 16, {
        stroke: sel ? TW.river : '#dde5ee',
        'stroke-width': sel ? 2.5 : 1.5,
      });
      s +=
        C(100, y + 54, 11, 'none', { stroke: sel ? TW.river : '#aab7c6', 'stroke-width': 2 }) +
        (sel ? C(100, y + 54, 6, TW.river) : '');
      s +=
        T(130, y + 48, t, { s: 19, w: 700, f: TW.navy }) +
        T(130, y + 74, m, { s: 15, f: TW.text }) +
        T(556, y + 60, p, { s: 22, w: 800, f: TW.navy, a: 'end' });
    });
    s +=
      R(64, 650, 520, 110, '#e4eef7', 16) +
      S(wave(92, 700, 3, 14, 5), TW.river, 3) +
      T(150, 692, 'Sessions follow the tide', { s: 17, w: 700, f: TW.navy }) +
      T(150, 718, 'Start times move a little each week so', { s: 15, f: TW.text }) +
      T(150, 740, 'we always row on the flood.', { s: 15, f: TW.text });
    // calendar
    s += R(624, 262, 592, 498, '#fff', 16, { stroke: '#dde5ee', 'stroke-width': 1.5 });
    s +=
      T(656, 310, 'October 2022', { s: 22, w: 800, f: TW.navy }) +
      S('M1150 300l-7 7 7 7M1180 300l7 7-7 7', TW.navy, 2.5);
    ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].forEach(
      (l, i) => (s += T(688 + i * 78, 352, l, { s: 13, w: 700, f: TW.text, a: 'middle' })),
    );
    for (let day = 1; day <= 31; day++) {
      const idx = day - 1 + 5;
      const cx = 688 + (idx % 7) * 78;
      const cy = 390 + Math.floor(idx / 7) * 60;
      const weekend = idx % 7 >= 5;
      const sel = day === 8;
      if (weekend) s += R(cx - 32, cy - 24, 64, 52, sel ? TW.navy : TW.sky, 10);
      s += T(cx, cy + 2, String(day), {
        s: 16,
        w: weekend ? 700 : 400,
        f: sel ? '#fff' : weekend ? TW.navy : '#9aa6b5',
        a: 'middle',
      });
      if (weekend) s += S(wave(cx - 9, cy + 16, 2, 9, 3), sel ? TW.sun : TW.river, 1.8);
    }
    s +=
      R(64, 790, 1152, 96, TW.navy, 16) +
      T(96, 830, 'Weekend course · starts Sat 8 Oct, 08:30', { s: 19, w: 700, f: '#fff' }) +
      T(96, 858, 'High tide 09:12 · meet at the boathouse on Quai de Bacalan', {
        s: 15,
        f: TW.mist,
      });
    s +=
      T(930, 848, '€145', { s: 30, w: 800, f: '#fff', a: 'end' }) +
      btn(960, 816, 'Continue to details', { bg: TW.sun, fg: TW.navy, s: 16 });
    return s;
  };
}
function twTideCurve(x, y, w, h) {
  const pts = [];
  for (let i = 0; i <= 14; i++)
    pts.push(
      `${Math.round(x + (w * i) / 14)} ${Math.round(y + h / 2 - (h / 2) * Math.sin((i / 14) * Math.PI * 2 + 0.6))}`,
    );
  return pts;
}
const twScreens = (d) => ({
  home: () =>
    R(0, 0, SW, SH, '#fff') +
    status(TW.navy) +
    twLogo(20, 56) +
    S('M300 68h32M300 78h32M300 88h32', TW.navy, 2.5) +
    G(tr(0, 120), twScene(d, SW, 250)) +
    T(24, 420, 'BORDEAUX · SINCE 1892', { s: 11, w: 700, ls: 2, f: TW.river }) +
    T(24, 458, 'Rowing on the', { s: 31, w: 800, f: TW.navy, ls: -0.6 }) +
    T(24, 494, 'tidal Garonne.', { s: 31, w: 800, f: TW.navy, ls: -0.6 }) +
    bars(24, 520, [300, 270, 200], TW.mist, 8, 20) +
    btn(24, 596, 'Book a taster session', { bg: TW.navy, width: 312, h: 52, s: 16 }) +
    R(24, 664, 312, 52, TW.sky, 12) +
    S(wave(40, 690, 2, 12, 4), TW.river, 2.5) +
    T(76, 695, 'High tide today 10:42', { s: 14, w: 600, f: TW.navy }) +
    homeBar(TW.navy),
  sessions: () => {
    let s =
      R(0, 0, SW, SH, TW.sky) +
      status(TW.navy) +
      T(24, 96, 'Sessions', { s: 30, w: 800, f: TW.navy, ls: -0.5 });
    ['Mon 10', 'Tue 11', 'Wed 12', 'Thu 13', 'Fri 14'].forEach((l, i) => {
      const [a, b] = l.split(' ');
      s +=
        R(24 + i * 64, 118, 56, 64, i === 1 ? TW.navy : '#fff', 14) +
        T(52 + i * 64, 144, a, { s: 12, w: 600, f: i === 1 ? TW.mist : TW.text, a: 'middle' }) +
        T(52 + i * 64, 168, b, { s: 18, w: 800, f: i === 1 ? '#fff' : TW.navy, a: 'middle' });
    });
    const pts = twTideCurve(40, 250, 280, 70);
    s +=
      R(24, 200, 312, 160, '#fff', 16) +
      T(40, 230, 'Tide today', { s: 15, w: 700, f: TW.navy }) +
      T(320, 230, 'Bacalan', { s: 13, f: TW.text, a: 'end' });
    s +=
      P(`M${pts.join('L')}V340H40Z`, TW.river, { opacity: 0.14 }) +
      S(`M${pts.join('L')}`, TW.river, 2.5) +
      L(150, 246, 150, 340, CORAL, 2) +
      C(150, 283, 5, CORAL);
    s +=
      T(40, 350, 'HT 10:42', { s: 11, w: 700, f: TW.text }) +
      T(320, 350, 'LT 16:58', { s: 11, w: 700, f: TW.text, a: 'end' });
    [
      ['07:00', 'Senior squad', 'Coxed four · Gironde', 'Full'],
      ['10:15', 'Learn to row', 'Quad · coach Elsa', '3 left'],
      ['12:30', 'Masters sculls', 'Singles & doubles', '5 left'],
      ['18:30', 'Ergo circuit', 'Boathouse gym', 'Open'],
    ].forEach(([t, a, b, tag], i) => {
      const y = 380 + i * 74;
      s +=
        R(24, y, 312, 64, '#fff', 14) +
        T(40, y + 38, t, { s: 16, w: 800, f: TW.navy }) +
        T(104, y + 28, a, { s: 15, w: 700, f: TW.navy }) +
        T(104, y + 48, b, { s: 12.5, f: TW.text });
      s +=
        R(262, y + 20, 60, 24, i === 0 ? '#f6e1dc' : '#e1eef8', 12) +
        T(292, y + 37, tag, { s: 12, w: 700, f: i === 0 ? '#b4432a' : TW.river, a: 'middle' });
    });
    return s + tabBar('#fff', TW.navy, 1, TW.river, ['Home', 'Sessions', 'Boats', 'Profile']);
  },
  member: () => {
    let s =
      R(0, 0, SW, SH, TW.navy) +
      status('#fff') +
      T(24, 96, 'Membership', { s: 30, w: 800, f: '#fff', ls: -0.5 });
    s +=
      R(24, 120, 312, 180, d.lg('#4a8bbd', '#23416f'), 20) +
      twMark(44, 140, 36, '#fff', TW.navy) +
      T(316, 166, 'SENIOR', { s: 12, w: 800, f: TW.sun, a: 'end', ls: 2 });
    s +=
      T(44, 236, 'Julien Mercier', { s: 22, w: 800, f: '#fff' }) +
      T(44, 262, 'Member #0417 · valid to 31 Aug 2023', { s: 13, f: '#dbe7f3' }) +
      S(wave(44, 282, 6, 16, 4), TW.sun, 2);
    s += R(90, 322, 180, 180, '#fff', 16) + qr(106, 338, 148, TW.navy, 417);
    s += T(180, 530, 'Scan at the boathouse door', { s: 14, f: TW.mist, a: 'middle' });
    s += T(24, 580, 'Your boat bookings', { s: 16, w: 700, f: '#fff' });
    [
      ['Sat 15 Oct · 08:30', 'Single scull "Estuaire"'],
      ['Tue 18 Oct · 18:00', 'Double "Quai des Chartrons"'],
    ].forEach(([a, b], i) => {
      const y = 596 + i * 66;
      s +=
        R(24, y, 312, 56, '#22385e', 12) +
        T(40, y + 24, a, { s: 14, w: 700, f: '#fff' }) +
        T(40, y + 44, b, { s: 12.5, f: TW.mist });
    });
    return s + homeBar('#fff');
  },
});
function twCover() {
  const d = new Doc(1200, 900, 'Tidewater Rowing Club website on desktop and mobile');
  d.add(R(0, 0, 1200, 900, d.lg('#d9e8f4', '#b7d0e6')), C(1040, 140, 90, TW.sun, { opacity: 0.9 }));
  for (let i = 0; i < 4; i++)
    d.add(S(wave(-20, 760 + i * 34, 14, 90, 10), '#fff', 4, { opacity: 0.5 }));
  d.add(browser(d, 60, 110, 880, 630, 'tidewaterrowing.example', twHome(d)));
  d.add(phone(d, 880, 290, 250, twScreens(d).home));
  return d;
}
function twG1() {
  const d = new Doc(1600, 1000, 'Tidewater Rowing Club home page');
  d.add(R(0, 0, 1600, 1000, d.lg('#dceaf5', '#c4d9ea')));
  d.add(browser(d, 110, 70, 1380, 1000, 'tidewaterrowing.example', twHome(d)));
  return d;
}
function twG2() {
  const d = new Doc(
    1600,
    1000,
    'Tidewater Rowing Club learn-to-row booking page with tide-aware calendar',
  );
  d.add(R(0, 0, 1600, 1000, TW.navy));
  for (let i = 0; i < 6; i++) d.add(S(wave(-20, 120 + i * 150, 20, 90, 10), '#1d3660', 4));
  d.add(browser(d, 110, 70, 1380, 860, 'tidewaterrowing.example/learn-to-row', twBooking()));
  return d;
}
function twG3() {
  const d = new Doc(
    1600,
    1000,
    'Tidewater Rowing Club mobile screens: home, sessions and membership card',
  );
  const sc = twScreens(d);
  d.add(R(0, 0, 1600, 1000, TW.sky), R(0, 640, 1600, 360, TW.mist, 0, { opacity: 0.5 }));
  d.add(caption(110, 130, 'Mobile first', 'Built for the boathouse', TW.navy, TW.river));
  d.add(
    T(110, 230, '70% of visits come from phones, often', { s: 20, f: TW.text }),
    T(110, 260, 'on the pontoon. Every page works', { s: 20, f: TW.text }),
    T(110, 290, 'one-handed, with gloves and in sun glare.', { s: 20, f: TW.text }),
  );
  d.add(
    phone(d, 610, 230, 290, sc.home),
    phone(d, 935, 170, 290, sc.sessions),
    phone(d, 1260, 230, 290, sc.member),
  );
  return d;
}

/* ------------------------------------------------------------------ Fernway Trails (mobile) */

const FW = {
  forest: '#234d3f',
  deep: '#163229',
  moss: '#9cc65a',
  sand: '#f4ecd8',
  sunset: '#e9874c',
  text: '#5b6b62',
  sky: '#3b82f6',
};
function fwIcon(x, y, s) {
  return G(
    tr(x, y, s / 100),
    R(0, 0, 100, 100, FW.forest, 23) +
      C(70, 30, 9, FW.sunset) +
      P('M8 82L40 36L56 58L66 46L92 82Z', FW.moss) +
      P('M40 36L48 48L40 46L33 52Z', '#fff', { opacity: 0.85 }) +
      S('M30 82Q40 70 48 72T58 56', FW.sand, 3.5, { 'stroke-dasharray': '5 6' }),
  );
}
function fwMap(w, h, dark) {
  const c = dark
    ? { base: '#15291f', patch: '#1b3529', lake: '#1d4448', line: '#2a4a3c', road: '#22392f' }
    : { base: '#eef0e2', patch: '#dde8c8', lake: '#bfdcd8', line: '#cfd6b8', road: '#ffffff' };
  let s =
    R(0, 0, w, h, c.base) +
    E(w * 0.2, h * 0.25, 90, 70, c.patch) +
    E(w * 0.85, h * 0.7, 110, 80, c.patch) +
    E(w * 0.82, h * 0.12, 52, 34, c.lake, {
      transform: `rotate(-20 ${n1(w * 0.82)} ${n1(h * 0.12)})`,
    });
  [
    [w * 0.64, h * 0.31, -18],
    [w * 0.2, h * 0.66, 25],
  ].forEach(([cx, cy, rot]) => {
    let g = '';
    for (let i = 1; i <= 5; i++) g += E(i * 3, -i * 2, i * 28, i * 20);
    s += G(`translate(${n1(cx)} ${n1(cy)}) rotate(${rot})`, g, {
      fill: 'none',
      stroke: c.line,
      'stroke-width': 1.3,
    });
  });
  s += S(
    `M-10 ${n1(h * 0.46)}C${n1(w * 0.3)} ${n1(h * 0.4)} ${n1(w * 0.5)} ${n1(h * 0.58)} ${w + 10} ${n1(h * 0.5)}`,
    c.road,
    5,
  );
  return s;
}
const FW_ROUTE =
  'M90 520C120 460 110 420 150 390S220 330 228 240C262 300 292 340 272 410S180 500 90 520';
const fwStat = (x, y, v, l, fg, sub) =>
  T(x, y, v, { s: 18, w: 800, f: fg }) + T(x, y + 20, l, { s: 12, f: sub });
function fwElevation(d, x, y, w, h, line, fill) {
  const pts = [0, 0.1, 0.35, 0.3, 0.6, 0.9, 1, 0.75, 0.55, 0.3, 0.15, 0.05].map(
    (v, i, a) => `${n1(x + (w * i) / (a.length - 1))} ${n1(y + h - v * h * 0.9)}`,
  );
  return P(`M${pts.join('L')}V${y + h}H${x}Z`, fill) + S(`M${pts.join('L')}`, line, 2.5);
}
const fwScreens = (d) => ({
  map: () =>
    fwMap(SW, SH) +
    S(FW_ROUTE, '#fff', 10) +
    S(FW_ROUTE, FW.sunset, 5) +
    C(90, 520, 11, FW.forest, { stroke: '#fff', 'stroke-width': 3 }) +
    S('M228 240v-30', FW.deep, 2.5) +
    P('M228 210h20l-6 7 6 7h-20z', FW.sunset) +
    C(150, 390, 20, FW.sky, { opacity: 0.18 }) +
    C(150, 390, 7, FW.sky, { stroke: '#fff', 'stroke-width': 3 }) +
    status(FW.deep) +
    R(16, 52, 328, 48, '#fff', 24, { filter: d.shadow('s') }) +
    C(44, 76, 7, 'none', { stroke: FW.text, 'stroke-width': 2 }) +
    S('M49 81l5 5', FW.text, 2) +
    T(64, 81, 'Search trails in the Vercors', { s: 14.5, f: FW.text }) +
    ['Loops', 'Under 3 h', 'Family', 'Summits']
      .map((l, i, a) => {
        const x = 16 + a.slice(0, i).reduce((t, m) => t + btnW(m, 13, 14) + 8, 0);
        return btn(x, 112, l, {
          s: 13,
          h: 32,
          px: 14,
          bg: i ? '#fff' : FW.forest,
          fg: i ? FW.deep : '#fff',
        });
      })
      .join('') +
    C(320, 300, 20, '#fff', { filter: d.shadow('s') }) +
    S('M312 300h16M320 292v16', FW.deep, 2) +
    R(0, 462, SW, 300, '#fff', 24) +
    R(160, 474, 40, 5, '#d5d9cf', 2.5) +
    T(24, 514, 'Col de la Croix loop', { s: 22, w: 800, f: FW.deep }) +
    T(24, 540, 'Vercors · Saint-Nizier', { s: 13.5, f: FW.text }) +
    R(254, 497, 82, 26, '#fde3d2', 13) +
    T(295, 515, 'Moderate', { s: 12, w: 700, f: '#b45a23', a: 'middle' }) +
    fwStat(24, 580, '8.4 km', 'Distance', FW.deep, FW.text) +
    fwStat(134, 580, '+640 m', 'Elevation', FW.deep, FW.text) +
    fwStat(244, 580, '3 h 10', 'Est. time', FW.deep, FW.text) +
    fwElevation(d, 24, 612, 312, 44, FW.moss, '#eef5e1') +
    btn(24, 672, 'Start', { bg: FW.forest, width: 220, h: 52, s: 16 }) +
    R(256, 672, 80, 52, '#fff', 26, { stroke: FW.forest, 'stroke-width': 1.5 }) +
    S('M296 686v18m-7-7 7 7 7-7M287 712h18', FW.forest, 2.2) +
    homeBar(FW.deep),
  detail: () =>
    R(0, 0, SW, SH, '#fff') +
    R(0, 0, SW, 310, d.lg('#f6c08c', '#f8e9d2')) +
    C(250, 118, 34, '#fdf1dd') +
    P('M0 310L90 160L150 236L232 112L360 262V310Z', FW.forest) +
    P('M232 112L214 140L226 136L234 144L242 134L252 138Z', '#fff', { opacity: 0.85 }) +
    P('M0 310L60 250L130 296L212 210L300 286L360 250V310Z', FW.deep) +
    status(FW.deep) +
    C(40, 74, 20, '#fff', { opacity: 0.92 }) +
    S('M44 66l-8 8 8 8', FW.deep, 2.5) +
    C(320, 74, 20, '#fff', { opacity: 0.92 }) +
    S('M313 66h14v17l-7-5-7 5z', FW.deep, 2) +
    R(0, 288, SW, 480, '#fff', 24) +
    T(24, 332, 'Col de la Croix loop', { s: 24, w: 800, f: FW.deep, ls: -0.3 }) +
    T(24, 358, 'Vercors · Saint-Nizier', { s: 14, f: FW.text }) +
    star(250, 353, 7, FW.sunset) +
    T(262, 358, '4.8 (312)', { s: 13, w: 600, f: FW.deep }) +
    [
      ['8.4 km', 'Distance'],
      ['+640 m', 'Elevation'],
      ['3 h 10', 'Est. time'],
    ]
      .map(
        ([v, l], i) =>
          R(24 + i * 106, 380, 98, 66, FW.sand, 14) +
          fwStat(38 + i * 106, 408, v, l, FW.deep, FW.text),
      )
      .join('') +
    T(24, 484, 'Elevation profile', { s: 15, w: 700, f: FW.deep }) +
    T(336, 484, 'max 1,712 m', { s: 12.5, f: FW.text, a: 'end' }) +
    fwElevation(d, 24, 498, 312, 84, FW.forest, d.lg('#cfe6a8', '#ffffff')) +
    T(24, 602, '0 km', { s: 11, f: FW.text }) +
    T(180, 602, '4 km', { s: 11, f: FW.text, a: 'middle' }) +
    T(336, 602, '8.4 km', { s: 11, f: FW.text, a: 'end' }) +
    ['Viewpoint', 'Spring water', 'Refuge']
      .map((l, i, a) =>
        btn(24 + a.slice(0, i).reduce((t, m) => t + btnW(m, 13, 12) + 8, 0), 620, l, {
          s: 13,
          h: 30,
          px: 12,
          bg: '#eef5e1',
          fg: FW.forest,
        }),
      )
      .join('') +
    btn(24, 670, 'Start navigation', { bg: FW.forest, width: 312, h: 54, s: 16 }) +
    homeBar(FW.deep),
  nav: () =>
    fwMap(SW, SH, true) +
    S(FW_ROUTE, FW.moss, 4, { 'stroke-dasharray': '2 9', opacity: 0.9 }) +
    S('M90 520C120 460 110 420 150 390', FW.sunset, 6) +
    C(150, 390, 24, FW.sunset, { opacity: 0.2 }) +
    P('M150 376l10 24-10-6-10 6z', '#fff') +
    status('#fff') +
    R(16, 52, 328, 92, FW.forest, 20) +
    C(56, 98, 24, FW.moss) +
    S('M62 110V96H48m6-7-7 7 7 7', FW.deep, 3) +
    T(94, 92, 'Turn left at the signpost', { s: 16.5, w: 700, f: '#fff' }) +
    T(94, 116, 'in 350 m · towards Col de la Croix', { s: 13, f: '#cfe3c0' }) +
    R(16, 156, 156, 30, '#0c1a14', 15, { opacity: 0.85 }) +
    C(34, 171, 5, FW.moss) +
    T(46, 176, 'Offline map ready', { s: 12.5, w: 600, f: '#fff' }) +
    R(0, 506, SW, 260, '#0f1f18', 24) +
    T(24, 556, '2.6 km', { s: 36, w: 800, f: '#fff', ls: -0.5 }) +
    T(24, 582, 'to the summit · about 58 min', { s: 14, f: '#a9bdb2' }) +
    R(24, 602, 312, 8, '#2a4037', 4) +
    R(24, 602, 190, 8, FW.moss, 4) +
    fwStat(24, 642, '1 h 12', 'elapsed', '#fff', '#a9bdb2') +
    fwStat(134, 642, '+410 m', 'climbed', '#fff', '#a9bdb2') +
    fwStat(244, 642, '5.8 km', 'walked', '#fff', '#a9bdb2') +
    btn(24, 680, 'Share live location', { bg: FW.moss, fg: FW.deep, width: 312, h: 48, s: 15 }) +
    homeBar('#fff'),
  saved: () => {
    let s =
      R(0, 0, SW, SH, '#f7f3e8') +
      status(FW.deep) +
      T(24, 96, 'Saved trails', { s: 30, w: 800, f: FW.deep, ls: -0.5 });
    s +=
      R(24, 116, 312, 40, '#ebe3cf', 20) +
      R(28, 120, 152, 32, '#fff', 16) +
      T(104, 141, 'Downloaded', { s: 13.5, w: 700, f: FW.deep, a: 'middle' }) +
      T(258, 141, 'Wishlist', { s: 13.5, w: 600, f: FW.text, a: 'middle' });
    const trails = [
      ['Col de la Croix loop', '8.4 km · 3 h 10', '#f6c08c'],
      ['Bourne gorges walk', '5.1 km · 1 h 45', '#bfdcd8'],
      ['Moucherotte summit', '11.2 km · 4 h 30', '#d9c7e6'],
      ['Charmant Som ridge', '7.6 km · 2 h 50', '#f3d38a'],
      ['Lac du Crozet', '6.3 km · 2 h 20', '#cfe6a8'],
    ];
    trails.forEach(([name, meta, bg], i) => {
      const y = 172 + i * 90;
      s +=
        R(24, y, 312, 78, '#fff', 16) +
        R(36, y + 11, 56, 56, bg, 12) +
        P(`M40 ${y + 63}L58 ${y + 33}L68 ${y + 47}L74 ${y + 39}L88 ${y + 63}Z`, FW.forest);
      s +=
        T(106, y + 34, name, { s: 15, w: 700, f: FW.deep }) +
        T(106, y + 56, meta, { s: 12.5, f: FW.text });
      s +=
        i < 3
          ? C(316, y + 39, 11, '#eef5e1') + check(316, y + 40, 10, FW.forest, 2.2)
          : S(`M316 ${y + 32}v14m-5-5 5 5 5-5`, FW.text, 2);
    });
    s +=
      T(24, 640, '312 MB of 2 GB used for offline maps', { s: 12.5, f: FW.text }) +
      R(24, 652, 312, 6, '#e4dcc6', 3) +
      R(24, 652, 50, 6, FW.forest, 3);
    return s + tabBar('#fff', FW.deep, 1, FW.forest, ['Explore', 'Saved', 'Record', 'Profile']);
  },
});
function fwTopo(d, w, h, color) {
  let s = '';
  [
    [w * 0.15, h * 0.2],
    [w * 0.85, h * 0.85],
  ].forEach(([cx, cy], j) => {
    let g = '';
    for (let i = 1; i <= 7; i++) g += E(i * 6, -i * 4, i * 64, i * 45);
    s += G(`translate(${n1(cx)} ${n1(cy)}) rotate(${[-15, 20, 5][j]})`, g, {
      fill: 'none',
      stroke: color,
      'stroke-width': 2,
    });
  });
  return s;
}
function fwCover() {
  const d = new Doc(
    1200,
    900,
    'Fernway Trails hiking app: map, trail detail and navigation screens',
  );
  const sc = fwScreens(d);
  d.add(R(0, 0, 1200, 900, FW.forest), fwTopo(d, 1200, 900, '#2b5a4a'));
  d.add(
    phone(d, 110, 190, 300, sc.map),
    phone(d, 450, 110, 300, sc.detail),
    phone(d, 790, 190, 300, sc.nav),
  );
  return d;
}
function fwG1() {
  const d = new Doc(
    1600,
    1000,
    'Fernway Trails core screens: map, trail detail, saved trails and navigation',
  );
  const sc = fwScreens(d);
  d.add(
    R(0, 0, 1600, 1000, FW.sand),
    caption(
      110,
      110,
      'Fernway Trails · iOS & Android',
      'From the sofa to the summit',
      FW.deep,
      FW.sunset,
    ),
  );
  d.add(
    phone(d, 160, 290, 320, sc.map),
    phone(d, 640, 240, 320, sc.saved),
    phone(d, 1120, 290, 320, sc.nav),
  );
  return d;
}
function fwFeature(x, y, title, lines, glyph) {
  return (
    C(x + 30, y + 30, 30, FW.moss) +
    glyph(x + 30, y + 30) +
    T(x + 84, y + 22, title, { s: 24, w: 700, f: '#fff' }) +
    lines.map((l, i) => T(x + 84, y + 52 + i * 28, l, { s: 18, f: '#bcd0c4' })).join('')
  );
}
function fwG2() {
  const d = new Doc(1600, 1000, 'Fernway Trails trail page with offline-first feature highlights');
  d.add(R(0, 0, 1600, 1000, FW.deep), fwTopo(d, 1600, 1000, '#1d3e33'));
  d.add(phone(d, 200, 110, 380, fwScreens(d).detail));
  d.add(
    T(720, 210, 'DESIGNED FOR THE MOUNTAIN', { s: 14, w: 700, ls: 3, f: FW.moss }),
    T(720, 270, 'Plan it on the sofa,', { s: 48, w: 800, f: '#fff', ls: -1 }),
    T(720, 326, 'trust it at 2,000 m.', { s: 48, w: 800, f: '#fff', ls: -1 }),
  );
  d.add(
    fwFeature(
      720,
      400,
      'Offline-first maps',
      ['Trails and topo tiles download in one tap,', 'about 40 MB for a whole valley.'],
      (x, y) => S(`M${x} ${y - 12}v18m-8-8 8 8 8-8M${x - 11} ${y + 12}h22`, FW.deep, 3),
    ),
  );
  d.add(
    fwFeature(
      720,
      540,
      'Honest time estimates',
      ['Calculated from distance and elevation gain,', 'then tuned to your own pace over time.'],
      (x, y) =>
        C(x, y, 12, 'none', { stroke: FW.deep, 'stroke-width': 3 }) +
        S(`M${x} ${y - 6}v6l5 4`, FW.deep, 3),
    ),
  );
  d.add(
    fwFeature(
      720,
      680,
      'Share live location',
      ['One tap sends a live link to a friend', 'whenever you pick up a signal.'],
      (x, y) =>
        C(x, y - 3, 5, FW.deep) +
        S(`M${x - 12} ${y + 12}c4-10 20-10 24 0M${x - 13} ${y - 12}a18 18 0 0 1 26 0`, FW.deep, 3),
    ),
  );
  return d;
}
function fwWire(x, y, kind) {
  const g = '#c9cfc4';
  let s =
    R(x, y, 200, 400, '#fff', 26, { stroke: '#9aa597', 'stroke-width': 2 }) +
    R(x + 76, y + 12, 48, 8, g, 4);
  if (kind === 0)
    s +=
      R(x + 16, y + 36, 168, 28, g, 14) +
      [0, 1, 2]
        .map(
          (i) =>
            R(x + 16, y + 80 + i * 96, 168, 84, '#eef0ea', 12) +
            R(x + 28, y + 92 + i * 96, 60, 60, g, 8) +
            bars(x + 98, y + 100 + i * 96, [70, 50], g, 8, 16),
        )
        .join('');
  if (kind === 1)
    s +=
      R(x + 16, y + 36, 168, 120, '#eef0ea', 12) +
      bars(x + 16, y + 172, [140, 100], g, 10, 20) +
      [0, 1, 2].map((i) => R(x + 16 + i * 58, y + 222, 50, 44, '#eef0ea', 8)).join('') +
      S(`M${x + 16} ${y + 330}l30-30 30 14 40-40 30 20 24-10`, '#9aa597', 2.5) +
      R(x + 16, y + 350, 168, 32, FW.moss, 16);
  if (kind === 2)
    s +=
      R(x + 16, y + 36, 168, 150, '#eef0ea', 12) +
      S(`M${x + 40} ${y + 170}q40-90 120-110`, '#9aa597', 2.5, { 'stroke-dasharray': '6 6' }) +
      bars(x + 16, y + 206, [150, 110, 130], g, 10, 22) +
      R(x + 16, y + 300, 168, 10, '#eef0ea', 5) +
      R(x + 16, y + 300, 110, 10, FW.moss, 5) +
      R(x + 16, y + 350, 168, 32, FW.moss, 16);
  if (kind === 3)
    s +=
      R(x + 2, y + 30, 196, 210, '#e2e7dd') +
      S(`M${x + 30} ${y + 200}c40-40 60-20 80-80s50-40 70-60`, FW.sunset, 3) +
      R(x + 16, y + 254, 168, 50, '#eef0ea', 12) +
      bars(x + 16, y + 320, [120, 160], g, 10, 20) +
      R(x + 16, y + 360, 168, 28, g, 14);
  if (kind === 4)
    s +=
      C(x + 100, y + 110, 44, '#eef0ea') +
      S(`M${x + 80} ${y + 110}l14 14 26-28`, FW.forest, 4) +
      bars(x + 30, y + 180, [140, 100], g, 10, 22, {}) +
      R(x + 16, y + 250, 168, 60, '#eef0ea', 12) +
      R(x + 16, y + 350, 168, 32, FW.moss, 16);
  return s;
}
function fwG3() {
  const d = new Doc(1600, 1000, 'Fernway Trails user flow wireframes with research notes');
  d.add(
    R(0, 0, 1600, 1000, PAPER),
    caption(
      100,
      110,
      'User flow · low fidelity',
      'Five steps, tested on the trail',
      INK2,
      FW.sunset,
    ),
  );
  ['1  Discover', '2  Plan', '3  Download', '4  Navigate', '5  Share'].forEach((l, i) => {
    const x = 100 + i * 290;
    d.add(fwWire(x, 300, i), T(x, 748, l, { s: 20, w: 700, f: INK2 }));
    if (i < 4) d.add(S(`M${x + 214} 500h60m-10-10 10 10-10 10`, '#9aa597', 2.5));
  });
  const note = (x, y, rot, bg, lines) =>
    G(
      tr(x, y, 1, rot),
      R(0, 0, 230, 130, bg, 4, { filter: d.shadow('s') }) +
        lines.map((l, i) => T(18, 40 + i * 26, l, { s: 17, f: INK2 })).join(''),
    );
  d.add(
    note(230, 790, -3, '#ffe08a', [
      'Hikers check the',
      'weather first: move',
      'forecast to the top',
    ]),
    note(820, 800, 2, '#ffc9b8', [
      '"I lose signal right',
      'after the car park."',
      '— tester, Villard',
    ]),
    note(1180, 780, -2, '#d6ecb8', ['Share link must work', 'without installing', 'the app']),
  );
  return d;
}
function fwG4() {
  const d = new Doc(
    1600,
    1000,
    'Fernway Trails UI kit: app icon, colours, buttons, badges and icons',
  );
  d.add(
    R(0, 0, 1600, 1000, FW.sand),
    caption(100, 110, 'UI kit', 'A calm system for rough terrain', FW.deep, FW.sunset),
  );
  d.add(
    R(100, 200, 440, 700, FW.deep, 24),
    fwIcon(200, 320, 240),
    T(320, 650, 'Fernway', { s: 40, w: 800, f: '#fff', a: 'middle' }),
    T(320, 690, 'Trails of the Vercors & Chartreuse', { s: 17, f: '#bcd0c4', a: 'middle' }),
  );
  [
    ['Forest', '#234D3F', FW.forest],
    ['Moss', '#9CC65A', FW.moss],
    ['Sunset', '#E9874C', FW.sunset],
    ['Night', '#163229', FW.deep],
    ['Sand', '#F4ECD8', '#fff'],
  ].forEach(([n, h, c], i) => {
    const x = 600 + i * 180;
    d.add(
      C(
        x + 34,
        256,
        34,
        i === 4 ? FW.sand : c,
        i === 4 ? { stroke: '#d9ccab', 'stroke-width': 2 } : {},
      ),
      T(x + 80, 250, n, { s: 18, w: 700, f: FW.deep }),
      T(x + 80, 274, h, { s: 14, f: FW.text }),
    );
  });
  d.add(R(600, 340, 900, 250, '#fff', 24));
  const b1 = 640 + btnW('Start navigation', 17) + 20;
  const b2 = b1 + btnW('Download offline', 17) + 20;
  d.add(
    btn(640, 380, 'Start navigation', { bg: FW.forest, s: 17, h: 54 }),
    btn(b1, 380, 'Download offline', {
      bg: '#fff',
      fg: FW.forest,
      stroke: FW.forest,
      s: 17,
      h: 54,
    }),
    btn(b2, 380, 'Share live location', { bg: FW.moss, fg: FW.deep, s: 17, h: 54 }),
  );
  [
    ['Easy', '#e3f1cf', '#3f6b1f'],
    ['Moderate', '#fde3d2', '#b45a23'],
    ['Hard', '#f6d4d4', '#a33a3a'],
    ['Offline', '#e4ecf7', '#2d5a9a'],
  ].forEach(([l, bg, fg], i) =>
    d.add(btn(640 + i * 150, 470, l, { s: 15, h: 36, bg, fg, width: 130 })),
  );
  d.add(
    T(640, 556, 'Body 16/24 · Headings Extra Bold, tight tracking · Minimum touch target 48 px', {
      s: 15,
      f: FW.text,
    }),
  );
  const icons = [
    (x, y) =>
      P(
        `M${x - 16} ${y + 12}L${x - 4} ${y - 10}L${x + 3} ${y}L${x + 8} ${y - 6}L${x + 18} ${y + 12}Z`,
        'none',
        { stroke: FW.forest, 'stroke-width': 2.5, 'stroke-linejoin': 'round' },
      ),
    (x, y) =>
      S(`M${x} ${y - 16}c8 10 12 16 12 22a12 12 0 0 1-24 0c0-6 4-12 12-22z`, FW.forest, 2.5),
    (x, y) =>
      S(
        `M${x - 16} ${y + 14}L${x} ${y - 14}L${x + 16} ${y + 14}ZM${x} ${y - 14}v28`,
        FW.forest,
        2.5,
      ),
    (x, y) => S(`M${x - 10} ${y + 16}V${y - 16}l20 8-20 8`, FW.forest, 2.5),
    (x, y) =>
      C(x, y, 16, 'none', { stroke: FW.forest, 'stroke-width': 2.5 }) +
      P(`M${x} ${y - 10}l5 10-5 10-5-10z`, FW.sunset),
    (x, y) =>
      C(x, y, 7, 'none', { stroke: FW.forest, 'stroke-width': 2.5 }) +
      S(`M${x} ${y - 16}v4M${x} ${y + 12}v4M${x - 16} ${y}h4M${x + 12} ${y}h4`, FW.forest, 2.5),
    (x, y) => S(`M${x} ${y + 16}v-8M${x - 12} ${y + 8}h24L${x} ${y - 16}z`, FW.forest, 2.5),
    (x, y) =>
      S(
        `M${x} ${y + 16}V${y - 16}M${x - 14} ${y - 10}h24l4 4-4 4h-24zM${x + 14} ${y + 2}h-24l-4 4 4 4h24z`,
        FW.forest,
        2.5,
      ),
  ];
  d.add(
    R(600, 630, 900, 270, '#fff', 24),
    T(640, 680, 'Trail icons', { s: 18, w: 700, f: FW.deep }),
  );
  icons.forEach((fn, i) => d.add(C(684 + i * 104, 790, 40, '#f4f1e6'), fn(684 + i * 104, 790)));
  return d;
}

/* ------------------------------------------------------------------ Lumen Dental Studio (web) */

const LU = {
  teal: '#2f8f8a',
  mint: '#e3f4f0',
  deep: '#17324a',
  peach: '#f6c6a8',
  text: '#5a6b78',
  line: '#d7e6e2',
  skin: '#d99a7a',
};
const TOOTH =
  'M-8-14c-6 0-10 4-10 10 0 8 4 12 5 18 1 5 3 6 5 6 2 0 3-3 4-7 1-3 2-4 4-4s3 1 4 4c1 4 2 7 4 7s4-1 5-6c1-6 5-10 5-18 0-6-4-10-10-10-4 0-5 2-8 2s-4-2-8-2z';
const luTooth = (x, y, s, stroke, sw = 2.2) => G(tr(x, y, s), S(TOOTH, stroke, sw / s));
const luLogo = (x, y, light) =>
  G(
    tr(x, y),
    C(18, 18, 18, light ? '#fff' : LU.teal) +
      C(18, 19, 9.5, light ? LU.teal : '#fff') +
      C(22.5, 14.5, 8, light ? '#fff' : LU.teal) +
      C(27, 25, 2.2, light ? LU.teal : '#fff'),
  ) +
  T(x + 46, y + 20, 'lumen', { s: 24, w: 800, f: light ? '#fff' : LU.deep, ls: -0.5 }) +
  T(x + 47, y + 35, 'DENTAL STUDIO', { s: 9, w: 700, f: light ? LU.mint : LU.teal, ls: 2 });
function luPerson(cx, cy, s) {
  return G(
    tr(cx, cy, s),
    P('M-120 200C-120 110-70 70 0 70S120 110 120 200Z', LU.teal) +
      P('M-34 72L0 118 34 72Z', '#fff', { opacity: 0.9 }) +
      R(-22, 20, 44, 60, '#c4866a', 18) +
      C(0, -20, 62, LU.skin) +
      C(0, -92, 26, '#3a2a25') +
      P('M-64-14C-66-70-34-90 0-90S66-70 64-14C52-48 24-60 0-60S-52-48-64-14Z', '#3a2a25') +
      C(-22, -10, 5, '#3a2a25') +
      C(22, -10, 5, '#3a2a25') +
      S('M-16 14Q0 28 16 14', '#8c3b2b', 5) +
      C(-36, 8, 9, '#ea8f7a', { opacity: 0.4 }) +
      C(36, 8, 9, '#ea8f7a', { opacity: 0.4 }),
  );
}
const luNav = (W) =>
  R(0, 0, W, 80, '#fff') +
  luLogo(48, 22) +
  navLinks(W - 84 - btnW('Book online', 15), 46, ['Treatments', 'Prices', 'Our team', 'Contact'], {
    s: 16,
    f: LU.deep,
  }) +
  btn(W - 48 - btnW('Book online', 15), 18, 'Book online', { bg: LU.teal }) +
  L(0, 80, W, 80, LU.line, 1);
const luStars = (x, y, r, n = 5) =>
  Array.from({ length: n }, (_, i) => star(x + i * r * 2.3, y, r, '#f2a93b')).join('');
function luHome(d) {
  return (W) => {
    let s = R(0, 0, W, 1400, '#fff') + luNav(W) + R(0, 80, W, 580, LU.mint);
    s += T(64, 180, 'VILLEURBANNE · 2 MIN FROM CHARPENNES', { s: 14, w: 700, ls: 2.5, f: LU.teal });
    ['Calm, modern', 'dentistry for the', 'whole family.'].forEach(
      (l, i) => (s += T(64, 248 + i * 66, l, { s: 58, w: 800, f: LU.deep, ls: -1.5 })),
    );
    s += bars(64, 424, [470, 430, 300], '#b7d5cf', 10, 24);
    s +=
      btn(64, 500, 'Book an appointment', { bg: LU.teal, s: 16 }) +
      btn(64 + btnW('Book an appointment', 16) + 16, 500, 'See our prices', {
        bg: 'none',
        fg: LU.deep,
        stroke: LU.deep,
        s: 16,
      });
    s +=
      luStars(72, 600, 9) +
      T(186, 605, '4.9 · 820 patient reviews · Open Saturdays', { s: 15, w: 600, f: LU.deep });
    s +=
      P('M720 660V360a220 220 0 0 1 440 0V660Z', LU.peach) +
      C(1100, 210, 26, '#fff', { opacity: 0.6 });
    s += G(null, luPerson(940, 470, 1.25), {
      'clip-path': d.clipShape(P('M720 660V360a220 220 0 0 1 440 0V660Z')),
    });
    s += G(
      tr(640, 520),
      R(0, 0, 260, 84, '#fff', 16, { filter: d.shadow('s') }) +
        R(18, 18, 48, 48, LU.mint, 12) +
        S('M30 34h24M30 30v-4M54 30v-4M30 30h24v24H30z', LU.teal, 2) +
        T(82, 38, 'Next available', { s: 13, f: LU.text }) +
        T(82, 62, 'Tue 12 Mar · 09:30', { s: 17, w: 700, f: LU.deep }),
    );
    s += G(
      tr(1010, 180),
      R(0, 0, 220, 76, '#fff', 16, { filter: d.shadow('s') }) +
        C(38, 38, 22, LU.mint) +
        luTooth(38, 38, 0.7, LU.teal) +
        T(72, 34, 'Check-up & clean', { s: 15, w: 700, f: LU.deep }) +
        T(72, 56, 'from €65 · 45 min', { s: 13, f: LU.text }),
    );
    s += T(64, 740, 'Treatments, with clear prices', { s: 30, w: 800, f: LU.deep, ls: -0.5 });
    [
      ['Check-up & clean', 'from €65'],
      ['Whitening', 'from €290'],
      ['Clear aligners', 'from €1,900'],
      ['Emergency care', 'same day'],
    ].forEach(([n, p], i) => {
      const x = 64 + i * 292;
      s +=
        R(x, 772, 272, 190, '#fff', 18, { stroke: LU.line, 'stroke-width': 1.5 }) +
        C(x + 48, 822, 26, LU.mint) +
        luTooth(x + 48, 822, 0.8, LU.teal) +
        T(x + 24, 888, n, { s: 19, w: 700, f: LU.deep }) +
        T(x + 24, 914, p, { s: 15, f: LU.text }) +
        T(x + 24, 942, 'Learn more →', { s: 14, w: 700, f: LU.teal });
    });
    return s;
  };
}
const LU_TEAM = [
  ['Dr. Haddad', '#f3d5c0', '#c98d6c', '#2b201c'],
  ['Dr. Lemaire', '#d8e4f5', '#f0c7a8', '#c9a36b'],
  ['Dr. Nguyen', '#e3f4f0', '#e8b894', '#1e1a1a'],
  ['Dr. Rossi', '#f7e1c8', '#d4a07f', '#6b3b2a'],
];
function luBooking() {
  return (W) => {
    let s = R(0, 0, W, 1400, '#f5faf9') + luNav(W);
    ['Treatment', 'Dentist', 'Time', 'Your details'].forEach((l, i) => {
      const x = 64 + i * 200;
      if (i < 3)
        s += L(x + 54 + textW(l, 15, i === 2), 140, x + 188, 140, i < 2 ? LU.teal : LU.line, 3);
      s += C(
        x + 16,
        140,
        16,
        i < 2 ? LU.teal : i === 2 ? '#fff' : LU.line,
        i === 2 ? { stroke: LU.teal, 'stroke-width': 3 } : {},
      );
      s +=
        i < 2
          ? check(x + 16, 141, 12, '#fff', 2.5)
          : T(x + 16, 146, String(i + 1), {
              s: 14,
              w: 800,
              f: i === 2 ? LU.teal : LU.text,
              a: 'middle',
            });
      s += T(x + 42, 146, l, { s: 15, w: i === 2 ? 700 : 500, f: LU.deep });
    });
    s +=
      T(64, 236, 'Choose a time', { s: 42, w: 800, f: LU.deep, ls: -1 }) +
      T(64, 270, 'Check-up & clean · 45 min', { s: 17, f: LU.text });
    LU_TEAM.forEach(([n, bg, skin, hair], i) => {
      const x = 64 + i * 184;
      const sel = i === 0;
      s +=
        R(x, 300, 172, 64, '#fff', 32, {
          stroke: sel ? LU.teal : LU.line,
          'stroke-width': sel ? 2.5 : 1.5,
        }) +
        person(x + 32, 332, 24, bg, skin, hair, sel ? LU.teal : '#8fb3c9') +
        T(x + 66, 338, n, { s: 15, w: 700, f: LU.deep });
    });
    s +=
      R(64, 396, 736, 420, '#fff', 18, { stroke: LU.line, 'stroke-width': 1.5 }) +
      T(92, 440, 'Week of 11 March', { s: 18, w: 700, f: LU.deep }) +
      S('M732 428l-7 7 7 7M764 428l7 7-7 7', LU.deep, 2.5);
    const slots = [
      ['09:00', '11:30', '14:00', '16:30'],
      ['09:30', '10:15', '15:45', ''],
      ['08:45', '13:30', '', ''],
      ['10:00', '11:15', '14:30', '17:00'],
      ['09:00', '12:00', '', ''],
      ['09:15', '10:45', '', ''],
    ];
    ['Mon 11', 'Tue 12', 'Wed 13', 'Thu 14', 'Fri 15', 'Sat 16'].forEach((day, c) => {
      const x = 92 + c * 116;
      s += T(x + 50, 486, day, { s: 14, w: 700, f: LU.text, a: 'middle' });
      slots[c].forEach((t, r) => {
        if (!t) return;
        const sel = c === 1 && r === 0;
        const off = (c + r) % 5 === 3;
        s +=
          R(x, 506 + r * 64, 100, 48, sel ? LU.teal : off ? '#f2f5f5' : LU.mint, 12) +
          T(x + 50, 536 + r * 64, t, {
            s: 16,
            w: 700,
            f: sel ? '#fff' : off ? '#a8b5bd' : LU.deep,
            a: 'middle',
          });
      });
    });
    s += T(92, 790, 'Times shown in real time from the practice calendar.', { s: 14, f: LU.text });
    s +=
      R(840, 300, 376, 516, '#fff', 18, { stroke: LU.line, 'stroke-width': 1.5 }) +
      T(868, 346, 'Your appointment', { s: 20, w: 800, f: LU.deep });
    [
      ['Treatment', 'Check-up & clean'],
      ['Dentist', 'Dr. Samir Haddad'],
      ['When', 'Tue 12 March, 09:30'],
      ['Where', '14 cours Émile-Zola'],
    ].forEach(([k, v], i) => {
      s +=
        T(868, 392 + i * 58, k, { s: 13, f: LU.text }) +
        T(868, 414 + i * 58, v, { s: 17, w: 600, f: LU.deep });
    });
    s +=
      L(868, 640, 1188, 640, LU.line, 1.5) +
      T(868, 678, 'Total', { s: 17, w: 600, f: LU.deep }) +
      T(1188, 680, '€65', { s: 26, w: 800, f: LU.deep, a: 'end' });
    s +=
      btn(868, 706, 'Continue', { bg: LU.teal, width: 320, h: 52, s: 17 }) +
      T(1028, 790, 'Free cancellation up to 24 h before', { s: 13, f: LU.text, a: 'middle' });
    return s;
  };
}
const luScreens = (d) => ({
  home: () =>
    R(0, 0, SW, SH, LU.mint) +
    status(LU.deep) +
    luLogo(20, 54) +
    S('M300 66h32M300 76h32M300 86h32', LU.deep, 2.5) +
    T(24, 150, 'VILLEURBANNE', { s: 11, w: 700, ls: 2, f: LU.teal }) +
    T(24, 188, 'Calm, modern', { s: 32, w: 800, f: LU.deep, ls: -0.8 }) +
    T(24, 226, 'dentistry.', { s: 32, w: 800, f: LU.deep, ls: -0.8 }) +
    bars(24, 248, [280, 240], '#b7d5cf', 8, 20) +
    btn(24, 296, 'Book an appointment', { bg: LU.teal, width: 312, h: 50, s: 16 }) +
    P('M70 760V580a110 110 0 0 1 220 0V760Z', LU.peach) +
    G(null, luPerson(180, 660, 0.72), {
      'clip-path': d.clipShape(P('M70 760V580a110 110 0 0 1 220 0V760Z')),
    }) +
    G(
      tr(24, 376),
      R(0, 0, 312, 70, '#fff', 16) +
        R(14, 14, 42, 42, LU.mint, 10) +
        S('M25 29h20M25 26v-3M45 26v-3M25 26h20v20H25z', LU.teal, 2) +
        T(70, 32, 'Next available', { s: 12, f: LU.text }) +
        T(70, 54, 'Tue 12 Mar · 09:30', { s: 16, w: 700, f: LU.deep }),
    ) +
    homeBar(LU.deep),
  time: () => {
    let s =
      R(0, 0, SW, SH, '#fff') +
      status(LU.deep) +
      S('M34 66l-8 8 8 8', LU.deep, 2.5) +
      T(180, 80, 'Step 3 of 4', { s: 14, w: 600, f: LU.text, a: 'middle' });
    s +=
      R(24, 100, 312, 6, LU.mint, 3) +
      R(24, 100, 234, 6, LU.teal, 3) +
      T(24, 152, 'Choose a time', { s: 28, w: 800, f: LU.deep, ls: -0.5 }) +
      T(24, 178, 'Check-up & clean · Dr. Haddad', { s: 14, f: LU.text });
    ['Mon 11', 'Tue 12', 'Wed 13', 'Thu 14'].forEach((l, i) => {
      const [a, b] = l.split(' ');
      s +=
        R(24 + i * 80, 200, 72, 70, i === 1 ? LU.deep : LU.mint, 16) +
        T(60 + i * 80, 228, a, { s: 13, w: 600, f: i === 1 ? LU.mint : LU.text, a: 'middle' }) +
        T(60 + i * 80, 254, b, { s: 20, w: 800, f: i === 1 ? '#fff' : LU.deep, a: 'middle' });
    });
    s += T(24, 310, 'Morning', { s: 15, w: 700, f: LU.deep });
    ['09:30', '10:15', '11:00'].forEach(
      (t, i) =>
        (s +=
          R(24 + i * 106, 326, 98, 48, i === 0 ? LU.teal : LU.mint, 12) +
          T(73 + i * 106, 356, t, { s: 16, w: 700, f: i === 0 ? '#fff' : LU.deep, a: 'middle' })),
    );
    s += T(24, 414, 'Afternoon', { s: 15, w: 700, f: LU.deep });
    ['14:00', '15:45', '16:30', '17:15'].forEach(
      (t, i) =>
        (s +=
          R(24 + (i % 3) * 106, 430 + Math.floor(i / 3) * 58, 98, 48, LU.mint, 12) +
          T(73 + (i % 3) * 106, 460 + Math.floor(i / 3) * 58, t, {
            s: 16,
            w: 700,
            f: LU.deep,
            a: 'middle',
          })),
    );
    s +=
      R(0, 580, SW, 180, '#fff') +
      L(0, 580, SW, 580, LU.line, 1.5) +
      T(24, 616, 'Tue 12 March · 09:30', { s: 17, w: 700, f: LU.deep }) +
      T(336, 616, '€65', { s: 17, w: 800, f: LU.deep, a: 'end' });
    s += btn(24, 640, 'Continue', { bg: LU.teal, width: 312, h: 54, s: 17 });
    return s + homeBar(LU.deep);
  },
  done: () =>
    R(0, 0, SW, SH, LU.mint) +
    status(LU.deep) +
    C(180, 170, 62, LU.teal) +
    check(180, 172, 46, '#fff', 6) +
    T(180, 290, "You're booked!", { s: 30, w: 800, f: LU.deep, a: 'middle', ls: -0.5 }) +
    T(180, 320, 'A confirmation is on its way by email', { s: 14, f: LU.text, a: 'middle' }) +
    G(
      tr(24, 350),
      R(0, 0, 312, 196, '#fff', 18) +
        person(44, 48, 24, '#f3d5c0', '#c98d6c', '#2b201c', LU.teal) +
        T(80, 44, 'Dr. Samir Haddad', { s: 16, w: 700, f: LU.deep }) +
        T(80, 66, 'Check-up & clean', { s: 13, f: LU.text }) +
        L(20, 94, 292, 94, LU.line, 1.5) +
        T(20, 126, 'Tue 12 March, 09:30', { s: 16, w: 700, f: LU.deep }) +
        T(20, 152, '14 cours Émile-Zola, Villeurbanne', { s: 13, f: LU.text }) +
        T(20, 176, 'Please arrive 5 minutes early', { s: 13, f: LU.text }),
    ) +
    btn(24, 574, 'Add to calendar', { bg: LU.teal, width: 312, h: 52, s: 16 }) +
    btn(24, 638, 'Get directions', {
      bg: '#fff',
      fg: LU.deep,
      width: 312,
      h: 52,
      s: 16,
      stroke: LU.line,
    }) +
    homeBar(LU.deep),
});
function luCover() {
  const d = new Doc(1200, 900, 'Lumen Dental Studio website and mobile booking flow');
  d.add(
    R(0, 0, 1200, 900, d.lg('#e7f5f1', '#cfeae4')),
    C(1080, 780, 260, LU.peach, { opacity: 0.45 }),
    C(90, 90, 140, '#fff', { opacity: 0.5 }),
  );
  d.add(browser(d, 60, 110, 880, 640, 'lumendental.example', luHome(d)));
  d.add(phone(d, 880, 280, 250, luScreens(d).time));
  return d;
}
function luG1() {
  const d = new Doc(1600, 1000, 'Lumen Dental Studio home page');
  d.add(R(0, 0, 1600, 1000, '#f9e3d3'), C(1500, 120, 220, '#fff', { opacity: 0.35 }));
  d.add(browser(d, 110, 70, 1380, 1000, 'lumendental.example', luHome(d)));
  return d;
}
function luG2() {
  const d = new Doc(1600, 1000, 'Lumen Dental Studio four-step online booking');
  d.add(R(0, 0, 1600, 1000, LU.deep));
  d.add(browser(d, 110, 70, 1380, 860, 'lumendental.example/book', luBooking()));
  return d;
}
function luG3() {
  const d = new Doc(
    1600,
    1000,
    'Lumen Dental Studio mobile screens: home, time picker and confirmation',
  );
  const sc = luScreens(d);
  d.add(R(0, 0, 1600, 1000, LU.mint), R(0, 0, 520, 1000, LU.teal));
  d.add(
    T(90, 150, 'MOBILE BOOKING', { s: 14, w: 700, ls: 3, f: LU.mint }),
    T(90, 200, 'Booked in', { s: 44, w: 800, f: '#fff', ls: -1 }),
    T(90, 252, 'under a minute.', { s: 44, w: 800, f: '#fff', ls: -1 }),
  );
  d.add(
    T(90, 320, '61% of appointments are now', { s: 20, f: LU.mint }),
    T(90, 350, 'booked online, most of them', { s: 20, f: LU.mint }),
    T(90, 380, 'from a phone after 8 pm.', { s: 20, f: LU.mint }),
  );
  d.add(
    phone(d, 490, 210, 280, sc.home),
    phone(d, 830, 160, 280, sc.time),
    phone(d, 1170, 210, 280, sc.done),
  );
  return d;
}

/* ------------------------------------------------------------------ Northbeam Solar (branding) */

const NB = {
  night: '#0e1a3a',
  mid: '#1c2c5a',
  amber: '#ffb23f',
  sky: '#8fb8ff',
  chalk: '#f5f3ee',
  text: '#5d6785',
};
/** Half sun + north beam; size = px per 100 units. */
const nbMark = (cx, cy, size, fg) =>
  G(
    tr(cx, cy, size / 100),
    P('M-40 22A40 40 0 0 1 40 22Z', fg) +
      P('M0-64L12-28H-12Z', fg) +
      S('M47 5l9.4-3.5M-47 5l-9.4-3.5M28.7-19l5.7-8M-28.7-19l-5.7-8', fg, 6) +
      R(-56, 30, 112, 7, fg, 3.5),
  );
const nbWord = (x, y, s, fg, a) => T(x, y, 'northbeam', { s, w: 800, f: fg, ls: n1(-s * 0.03), a });
function nbIcons(x, y, gap, color, labelFill) {
  const g = [
    (cx, cy) =>
      S(
        `M${cx - 26} ${cy + 18}l10-36h42l-10 36zM${cx - 21} ${cy}h42M${cx + 5} ${cy - 18}l-10 36`,
        color,
        3.5,
      ),
    (cx, cy) =>
      S(
        `M${cx - 14} ${cy - 18}h28v38h-28zM${cx - 5} ${cy - 23}h10M${cx - 8} ${cy + 10}h16M${cx - 8} ${cy + 1}h16M${cx - 8} ${cy - 8}h16`,
        color,
        3.5,
      ),
    (cx, cy) => S(`M${cx + 4} ${cy - 26}L${cx - 14} ${cy + 4}h14l-4 22 18-30h-14z`, color, 3.5),
    (cx, cy) =>
      S(
        `M${cx - 24} ${cy + 22}V${cy - 2}L${cx} ${cy - 22}l24 20v24zM${cx - 8} ${cy + 22}V${cy + 6}h16v16`,
        color,
        3.5,
      ),
  ];
  return g
    .map(
      (fn, i) =>
        fn(x + i * gap, y) +
        T(x + i * gap, y + 64, ['Panels', 'Storage', 'Energy', 'Home'][i], {
          s: 15,
          w: 600,
          f: labelFill,
          a: 'middle',
        }),
    )
    .join('');
}
function nbCover() {
  const d = new Doc(1200, 900, 'Northbeam Solar brand identity: half-sun and north beam logo');
  d.add(R(0, 0, 1200, 900, NB.night));
  for (let i = 1; i <= 9; i++)
    d.add(S(`M${600 - i * 90} 900A${i * 90} ${i * 90} 0 0 1 ${600 + i * 90} 900`, NB.mid, 2));
  d.add(
    C(600, 360, 210, d.rg(NB.amber, NB.amber, 0.22, 0)),
    nbMark(600, 360, 270, NB.amber),
    nbWord(600, 620, 104, NB.chalk, 'middle'),
  );
  d.add(
    T(600, 682, 'ROOFTOP SOLAR · HOME BATTERIES · AUVERGNE-RHÔNE-ALPES', {
      s: 16,
      w: 700,
      f: NB.amber,
      a: 'middle',
      ls: 3.5,
    }),
  );
  return d;
}
function nbBoard() {
  const d = new Doc(
    1600,
    1000,
    'Northbeam Solar brand board: logo versions, colours, icons and typography',
  );
  d.add(R(0, 0, 1600, 1000, NB.chalk));
  d.add(
    R(40, 40, 760, 560, NB.night, 18),
    nbMark(420, 260, 220, NB.amber),
    nbWord(420, 470, 84, NB.chalk, 'middle'),
  );
  d.add(
    R(824, 40, 356, 268, NB.amber, 18),
    nbMark(1002, 140, 90, NB.night),
    nbWord(1002, 250, 40, NB.night, 'middle'),
  );
  d.add(
    R(1204, 40, 356, 268, '#fff', 18),
    nbMark(1382, 140, 90, NB.amber),
    nbWord(1382, 250, 40, NB.night, 'middle'),
  );
  [
    ['Midnight', '#0E1A3A', NB.night, '#fff'],
    ['Amber', '#FFB23F', NB.amber, NB.night],
    ['Daylight', '#8FB8FF', NB.sky, NB.night],
    ['Slate', '#1C2C5A', NB.mid, '#fff'],
  ].forEach(([n, h, c, fg], i) => {
    const x = 824 + i * 184;
    d.add(
      R(x, 332, 184, 268, c),
      T(x + 22, 540, n, { s: 22, w: 700, f: fg }),
      T(x + 22, 570, h, { s: 15, f: fg, o: 0.8, ls: 1 }),
    );
  });
  d.add(
    R(40, 624, 760, 336, NB.mid, 18),
    T(76, 680, 'ICONOGRAPHY', { s: 14, w: 700, ls: 3, f: NB.amber }),
    nbIcons(150, 800, 180, NB.amber, NB.chalk),
  );
  d.add(
    R(824, 624, 736, 336, '#fff', 18),
    T(860, 680, 'TYPOGRAPHY', { s: 14, w: 700, ls: 3, f: '#c7861c' }),
    T(860, 790, 'Aa', { s: 110, w: 800, f: NB.night, ls: -4 }),
    T(1030, 748, 'Your roof made', { s: 34, w: 800, f: NB.night, ls: -0.8 }),
    T(1030, 790, '14.2 kWh today.', { s: 34, w: 800, f: NB.night, ls: -0.8 }),
  );
  d.add(
    T(
      860,
      880,
      'Geometric sans, Extra Bold for headlines, Regular for body. Numbers always tabular.',
      { s: 16, f: NB.text },
    ),
    T(860, 910, 'Plain words over jargon: "energy you made", not "PV yield".', {
      s: 16,
      f: NB.text,
    }),
  );
  return d;
}
function nbVan() {
  const d = new Doc(1600, 1000, 'Northbeam Solar van livery and yard sign');
  d.add(
    R(0, 0, 1600, 1000, d.lg('#dce7ff', NB.chalk)),
    R(0, 800, 1600, 200, '#c8ccd6'),
    R(0, 800, 1600, 8, '#b3b8c4'),
  );
  d.add(caption(100, 110, 'Vehicle livery', 'Legible at 90 km/h', NB.night, '#c7861c'));
  const body = 'M180 770V470Q180 420 230 420H830Q870 420 905 458L1015 575Q1050 600 1050 645V770Z';
  d.add(E(620, 800, 470, 18, '#000', { opacity: 0.18 }), P(body, NB.night));
  d.add(
    G(
      null,
      P('M180 700L1060 606V648L180 742Z', NB.amber) +
        P('M180 756L1060 662V672L180 766Z', NB.amber, { opacity: 0.55 }),
      { 'clip-path': d.clipShape(P(body)) },
    ),
  );
  d.add(
    P('M850 446H880L985 566H850Z', '#a9c2ec'),
    R(835, 440, 8, 250, '#0a1430'),
    R(1030, 650, 26, 14, NB.amber, 4),
    R(1040, 700, 20, 60, '#0a1430', 6),
  );
  d.add(
    nbMark(290, 520, 110, NB.amber),
    nbWord(360, 545, 62, NB.chalk),
    T(364, 586, 'Rooftop solar & home batteries', { s: 22, f: NB.chalk, o: 0.85 }),
    T(364, 622, 'northbeamsolar.example', { s: 22, w: 700, f: NB.amber }),
  );
  [
    [320, 775],
    [900, 775],
  ].forEach(([cx, cy]) =>
    d.add(C(cx, cy, 64, '#1b1e27'), C(cx, cy, 30, '#9aa3b5'), C(cx, cy, 10, '#1b1e27')),
  );
  d.add(R(1306, 560, 10, 250, '#6b7180'), R(1444, 560, 10, 250, '#6b7180'));
  d.add(
    G(
      tr(1220, 400),
      R(0, 0, 320, 230, '#fff', 10, { filter: d.shadow('s') }) +
        R(0, 190, 320, 40, NB.amber, 0) +
        nbMark(60, 74, 64, NB.amber) +
        T(110, 66, 'Powered by', { s: 20, w: 600, f: NB.text }) +
        T(110, 96, 'sunlight.', { s: 30, w: 800, f: NB.night }) +
        T(24, 160, 'This home makes its own energy', { s: 16, f: NB.night }) +
        T(160, 217, 'northbeamsolar.example', { s: 15, w: 700, f: NB.night, a: 'middle' }),
    ),
  );
  return d;
}
function nbPrint() {
  const d = new Doc(
    1600,
    1000,
    'Northbeam Solar print and social: letterhead, business cards and posts',
  );
  d.add(R(0, 0, 1600, 1000, NB.mid));
  for (let i = 1; i <= 7; i++)
    d.add(S(`M${-i * 110} 1000A${i * 130} ${i * 130} 0 0 1 ${i * 150} 1000`, '#23366a', 2));
  const letter =
    R(0, 0, 440, 620, '#fff', 6, { filter: d.shadow() }) +
    nbMark(58, 62, 52, NB.amber) +
    nbWord(92, 74, 26, NB.night) +
    T(404, 60, 'Quote #2024-118', { s: 12, f: NB.text, a: 'end' }) +
    T(404, 78, '5 November 2024', { s: 12, f: NB.text, a: 'end' }) +
    T(40, 150, 'Your solar proposal', { s: 24, w: 800, f: NB.night }) +
    bars(40, 176, [360, 340, 300, 350], '#dde2ec', 8, 20) +
    R(40, 270, 360, 110, '#fff4e0', 10) +
    T(60, 306, '6.4 kWp · 16 panels · 10 kWh battery', { s: 14, w: 700, f: NB.night }) +
    T(60, 346, '€11,480', { s: 28, w: 800, f: NB.night }) +
    T(196, 346, 'after grants', { s: 13, f: NB.text }) +
    bars(40, 410, [360, 330, 350, 240], '#dde2ec', 8, 20) +
    R(0, 590, 440, 30, NB.amber);
  d.add(G(tr(120, 180, 1, -4), letter));
  d.add(
    G(
      tr(660, 160, 1, 3),
      R(0, 0, 400, 230, NB.amber, 12, { filter: d.shadow() }) +
        nbMark(200, 100, 90, NB.night) +
        nbWord(200, 190, 34, NB.night, 'middle'),
    ),
  );
  d.add(
    G(
      tr(690, 440, 1, -2),
      R(0, 0, 400, 230, '#fff', 12, { filter: d.shadow() }) +
        T(32, 60, 'Hugo Bernard', { s: 24, w: 800, f: NB.night }) +
        T(32, 88, 'Lead installer · RGE certified', { s: 14, f: NB.text }) +
        T(32, 170, 'hugo@northbeamsolar.example', { s: 14, f: NB.night }) +
        T(32, 194, 'Clermont-Ferrand · Lyon · Grenoble', { s: 14, f: NB.text }) +
        nbMark(350, 56, 40, NB.amber),
    ),
  );
  d.add(
    G(
      tr(1140, 120),
      R(0, 0, 340, 340, NB.amber, 16, { filter: d.shadow() }) +
        nbMark(60, 70, 50, NB.night) +
        T(30, 230, 'Your roof,', { s: 42, w: 800, f: NB.night, ls: -1 }) +
        T(30, 280, 'your power.', { s: 42, w: 800, f: NB.night, ls: -1 }),
    ),
  );
  d.add(
    G(
      tr(1140, 500),
      R(0, 0, 340, 340, NB.night, 16, { filter: d.shadow() }) +
        T(30, 150, '1,200', { s: 88, w: 800, f: NB.amber, ls: -3 }) +
        T(30, 196, 'homes powered across', { s: 20, f: NB.chalk }) +
        T(30, 222, 'the region since 2016', { s: 20, f: NB.chalk }) +
        nbMark(290, 290, 40, NB.amber),
    ),
  );
  return d;
}

/* ------------------------------------------------------------------ Pocket Pantry (mobile) */

const PP = {
  tomato: '#e4572e',
  basil: '#3f8f54',
  butter: '#fff4d8',
  ink: '#2a2320',
  cream: '#fffaf3',
  text: '#7a6d64',
  amber: '#f2a93b',
  line: '#efe4d2',
};
function ppIcon(x, y, s) {
  return G(
    tr(x, y, s / 100),
    R(0, 0, 100, 100, PP.tomato, 23) +
      R(30, 38, 40, 44, '#fff', 10) +
      R(27, 28, 46, 12, PP.butter, 5) +
      R(36, 54, 28, 12, PP.tomato, 3, { opacity: 0.3 }) +
      E(62, 22, 12, 6, '#7cc48a', { transform: 'rotate(-30 62 22)' }),
  );
}
/** Simple food glyphs in a tinted circle. */
function ppFood(kind, cx, cy, r = 22) {
  const k = r / 22;
  const g = {
    yoghurt: [
      '#e3eefb',
      P('M-9-6h18l-3 16h-12z', '#fff', { stroke: '#8fb1dd', 'stroke-width': 2 }) +
        R(-11, -11, 22, 6, '#8fb1dd', 2),
    ],
    spinach: [
      '#e2f1dc',
      E(-3, 2, 7, 12, '#3f8f54', { transform: 'rotate(-25 -3 2)' }) +
        E(5, 0, 6, 11, '#62ad6e', { transform: 'rotate(25 5 0)' }),
    ],
    tomatoes: [
      '#fde3dc',
      C(-5, 3, 7, PP.tomato) + C(6, -1, 6, '#ef7a55') + S('M-5-4v-3M6-7v-3', '#3f8f54', 2),
    ],
    bread: [
      '#fbefd9',
      R(-12, -6, 24, 15, '#d9a25b', 7) + S('M-6-2l3 5M0-3l3 5M6-2l2 4', '#f5d9a8', 2),
    ],
    milk: [
      '#f1ece4',
      P('M-7-12h14v4l3 5v17h-20v-17l3-5z', '#fff', { stroke: '#c9b9a4', 'stroke-width': 2 }) +
        R(-10, 0, 20, 7, '#e7c983'),
    ],
    eggs: [
      '#fdf2dc',
      E(-5, 2, 7, 9, '#fff', { stroke: '#e2c9a0', 'stroke-width': 1.5 }) +
        E(6, 0, 6, 8, '#fff', { stroke: '#e2c9a0', 'stroke-width': 1.5 }),
    ],
    banana: ['#fff3c9', S('M-10-4q4 16 20 8', '#e6b62e', 6)],
    feta: [
      '#eef3f6',
      R(-12, -6, 16, 14, '#fff', 3, { stroke: '#b8c6cf', 'stroke-width': 2 }) +
        R(2, -10, 11, 10, '#fff', 2, { stroke: '#b8c6cf', 'stroke-width': 2 }) +
        C(8, 8, 2, '#b8c6cf') +
        C(12, 4, 1.5, '#b8c6cf'),
    ],
  }[kind];
  return C(cx, cy, r, g[0]) + G(tr(cx, cy, k), g[1]);
}
const ppBadge = (x, y, label, tone) => {
  const [bg, fg] = {
    red: ['#fde3dc', '#c2401c'],
    amber: ['#fdefd4', '#a86a0e'],
    green: ['#e2f1dc', '#2f7041'],
    grey: ['#f1ece6', '#7a6d64'],
  }[tone];
  const w = btnW(label, 12, 10);
  return (
    R(x - w, y, w, 24, bg, 12) +
    T(x - w / 2, y + 16.5, label, { s: 12, w: 700, f: fg, a: 'middle' })
  );
};
const ppScreens = (d) => ({
  pantry: () => {
    let s =
      R(0, 0, SW, SH, PP.cream) +
      status(PP.ink) +
      T(24, 96, 'My pantry', { s: 30, w: 800, f: PP.ink, ls: -0.5 }) +
      person(316, 86, 20, '#fde3dc', '#e0a883', '#3b2620', PP.tomato);
    s +=
      R(24, 116, 312, 44, '#fff', 22, { stroke: PP.line, 'stroke-width': 1.5 }) +
      C(50, 138, 6.5, 'none', { stroke: PP.text, 'stroke-width': 2 }) +
      S('M55 143l5 5', PP.text, 2) +
      T(68, 143, 'Search 48 items', { s: 14, f: PP.text });
    ['All', 'Fridge', 'Cupboard', 'Freezer'].forEach((l, i, a) => {
      const x = 24 + a.slice(0, i).reduce((t, m) => t + btnW(m, 13, 14) + 8, 0);
      s += btn(x, 174, l, {
        s: 13,
        h: 32,
        px: 14,
        bg: i ? '#fff' : PP.ink,
        fg: i ? PP.ink : '#fff',
        stroke: i ? PP.line : undefined,
      });
    });
    s +=
      R(24, 222, 312, 84, '#fde3dc', 18) +
      T(42, 256, 'Use these soon', { s: 16, w: 800, f: PP.ink }) +
      T(42, 280, '3 items expire in 2 days', { s: 13, f: '#8a4a36' }) +
      btn(222, 246, 'Recipes', { s: 13, h: 36, px: 16, bg: PP.tomato });
    [
      ['spinach', 'Baby spinach', '100 g · Fridge', 'Today', 'red'],
      ['yoghurt', 'Greek yoghurt', '500 g · Fridge', '2 days', 'amber'],
      ['tomatoes', 'Cherry tomatoes', '250 g · Fridge', '2 days', 'amber'],
      ['bread', 'Sourdough loaf', 'Half · Cupboard', '5 days', 'green'],
    ].forEach(([k, n, m, b, t], i) => {
      const y = 322 + i * 64;
      s +=
        R(24, y, 312, 56, '#fff', 14) +
        ppFood(k, 52, y + 28, 18) +
        T(82, y + 25, n, { s: 15, w: 700, f: PP.ink }) +
        T(82, y + 44, m, { s: 12.5, f: PP.text }) +
        ppBadge(324, y + 16, b, t);
    });
    s += tabBar('#fff', PP.ink, 0, PP.tomato, ['Pantry', 'Recipes', 'List', 'Insights']);
    return (
      s +
      C(308, 652, 26, PP.tomato, { filter: d.shadow('s') }) +
      S('M308 641v22M297 652h22', '#fff', 3)
    );
  },
  recipe: () => {
    let s =
      R(0, 0, SW, SH, '#fff') +
      R(0, 0, SW, 320, PP.tomato) +
      C(60, 60, 90, '#ef7a55', { opacity: 0.5 }) +
      C(180, 170, 112, '#fff') +
      C(180, 170, 88, '#c8442a');
    s +=
      E(150, 150, 22, 20, '#fff') +
      C(150, 150, 9, '#f6b52e') +
      E(206, 186, 22, 20, '#fff') +
      C(206, 186, 9, '#f6b52e') +
      E(200, 130, 10, 18, PP.basil, { transform: 'rotate(40 200 130)' }) +
      E(140, 200, 9, 16, '#5fa86b', { transform: 'rotate(-30 140 200)' }) +
      R(170, 205, 12, 12, '#fff', 2) +
      R(225, 145, 10, 10, '#fff', 2) +
      R(120, 170, 10, 10, '#fff', 2);
    s +=
      status('#fff') +
      C(40, 74, 20, '#fff', { opacity: 0.95 }) +
      S('M44 66l-8 8 8 8', PP.ink, 2.5) +
      C(320, 74, 20, '#fff', { opacity: 0.95 }) +
      P('M320 84l-9-9a5 5 0 0 1 9-6 5 5 0 0 1 9 6z', PP.tomato);
    s +=
      R(0, 296, SW, 470, '#fff', 24) +
      T(24, 340, 'Spinach & feta shakshuka', { s: 22, w: 800, f: PP.ink, ls: -0.3 }) +
      T(24, 366, '25 min · Serves 2 · Easy', { s: 14, f: PP.text });
    s +=
      R(24, 384, 312, 50, '#e2f1dc', 14) +
      C(50, 409, 12, PP.basil) +
      check(50, 410, 10, '#fff', 2.2) +
      T(72, 414, 'Uses 5 things you already have', { s: 14, w: 700, f: '#2f7041' });
    s += T(24, 470, 'Ingredients', { s: 16, w: 800, f: PP.ink });
    [
      ['Eggs', '4', 1],
      ['Baby spinach', '100 g', 1],
      ['Cherry tomatoes', '250 g', 1],
      ['Feta', '80 g', 0],
      ['Onion & cumin', '1 + 1 tsp', 1],
    ].forEach(([n, q, have], i) => {
      const y = 500 + i * 34;
      s += have
        ? C(34, y - 5, 9, '#e2f1dc') + check(34, y - 4, 8, PP.basil, 2)
        : C(34, y - 5, 9, '#fde3dc') + S(`M34 ${y - 10}v10M29 ${y - 5}h10`, PP.tomato, 2);
      s +=
        T(54, y, n, { s: 14.5, f: PP.ink, w: have ? 400 : 700 }) +
        T(336, y, have ? q : `${q} · add to list`, {
          s: 13.5,
          f: have ? PP.text : PP.tomato,
          a: 'end',
          w: have ? 400 : 600,
        });
    });
    return (
      s +
      btn(24, 670, 'Start cooking', { bg: PP.tomato, width: 312, h: 52, s: 16 }) +
      homeBar(PP.ink)
    );
  },
  list: () => {
    let s =
      R(0, 0, SW, SH, PP.cream) +
      status(PP.ink) +
      T(24, 96, 'Shopping list', { s: 30, w: 800, f: PP.ink, ls: -0.5 }) +
      T(24, 122, 'Shared with Léo · updated 2 min ago', { s: 13, f: PP.text });
    let y = 162;
    [
      [
        'PRODUCE',
        [
          ['Lemons', '×2', 1],
          ['Fresh coriander', '1 bunch', 0],
          ['Red onions', '×3', 0],
        ],
      ],
      [
        'DAIRY',
        [
          ['Feta', '200 g', 0],
          ['Greek yoghurt', '500 g', 1],
        ],
      ],
      ['BAKERY', [['Sourdough loaf', '1', 0]]],
    ].forEach(([sec, items]) => {
      s += T(24, y, sec, { s: 12, w: 800, f: PP.text, ls: 2 });
      y += 14;
      items.forEach(([n, q, done]) => {
        s +=
          R(24, y, 312, 46, '#fff', 12) +
          R(
            40,
            y + 13,
            20,
            20,
            done ? PP.basil : '#fff',
            6,
            done ? {} : { stroke: '#cdbfae', 'stroke-width': 2 },
          ) +
          (done ? check(50, y + 24, 10, '#fff', 2.2) : '');
        s +=
          T(74, y + 28, n, { s: 15, w: 600, f: done ? '#b3a79c' : PP.ink }) +
          (done ? L(74, y + 23, 74 + textW(n, 15, true), y + 23, '#b3a79c', 1.5) : '') +
          T(320, y + 28, q, { s: 13, f: PP.text, a: 'end' });
        y += 52;
      });
      y += 18;
    });
    s +=
      R(24, y - 4, 312, 62, '#fde3dc', 14) +
      T(40, y + 20, 'Suggested from your recipes', { s: 13, w: 700, f: '#8a4a36' }) +
      T(40, y + 42, '+ Chickpeas   + Limes   + Pitta', { s: 13.5, w: 600, f: PP.tomato });
    return s + tabBar('#fff', PP.ink, 2, PP.tomato, ['Pantry', 'Recipes', 'List', 'Insights']);
  },
  scan: () => {
    let s =
      R(0, 0, SW, SH, '#2b2521') +
      R(0, 120, SW, 16, '#3a322c') +
      R(0, 420, SW, 16, '#3a322c') +
      R(20, 40, 70, 80, '#4a3f37', 8) +
      R(270, 30, 70, 90, '#4d3a33', 8) +
      R(10, 300, 80, 120, '#3f4a3a', 8) +
      R(275, 290, 80, 130, '#514236', 8);
    s +=
      R(110, 150, 140, 270, '#ece5d8', 12) +
      R(110, 150, 140, 40, '#d6c9b3', 12) +
      T(180, 236, 'OAT', { s: 30, w: 800, f: PP.basil, a: 'middle' }) +
      T(180, 258, 'DRINK · 1 L', { s: 11, w: 700, f: PP.text, a: 'middle', ls: 1 });
    let bc = '';
    [2, 1, 3, 1, 2, 1, 1, 3, 2, 1, 2, 3, 1, 1, 2, 1, 3, 2].forEach((w, i, a) => {
      const x = 134 + a.slice(0, i).reduce((t, v) => t + v + 3, 0);
      bc += `M${x} 322v48`;
    });
    s += R(126, 312, 108, 68, '#fff', 4) + S(bc, PP.ink, 2.2, { 'stroke-linecap': 'butt' });
    s +=
      S('M96 300v-18h18M264 300v-18h-18M96 394v18h18M264 394v18h-18', '#fff', 4) +
      R(100, 345, 160, 3, PP.tomato, 1.5);
    s +=
      status('#fff') +
      R(80, 60, 200, 36, '#000', 18, { opacity: 0.4 }) +
      R(84, 64, 96, 28, '#fff', 14) +
      T(132, 83, 'Barcode', { s: 13, w: 700, f: PP.ink, a: 'middle' }) +
      T(228, 83, 'Receipt', { s: 13, w: 600, f: '#fff', a: 'middle' });
    s +=
      R(0, 486, SW, 280, '#fff', 24) +
      R(160, 498, 40, 5, '#ddd2c4', 2.5) +
      ppFood('milk', 52, 548, 24) +
      T(88, 544, 'Oat drink · 1 L', { s: 18, w: 800, f: PP.ink }) +
      T(88, 566, 'Recognised · keep in the fridge once open', { s: 12.5, f: PP.text });
    s +=
      R(24, 592, 312, 52, PP.cream, 14) +
      T(40, 623, 'Use within', { s: 14, f: PP.text }) +
      T(320, 623, '7 days (suggested)', { s: 14, w: 700, f: PP.ink, a: 'end' });
    return (
      s +
      btn(24, 660, 'Add to fridge', { bg: PP.tomato, width: 312, h: 52, s: 16 }) +
      homeBar(PP.ink)
    );
  },
  insights: () => {
    let s =
      R(0, 0, SW, SH, PP.cream) +
      status(PP.ink) +
      T(24, 96, 'Insights', { s: 30, w: 800, f: PP.ink, ls: -0.5 }) +
      btn(256, 72, 'April', { s: 13, h: 32, px: 16, bg: '#fff', fg: PP.ink, stroke: PP.line });
    s +=
      R(24, 120, 312, 176, PP.tomato, 22) +
      P('M226 120A110 110 0 0 0 336 230V142Q336 120 314 120Z', '#ef7a55', { opacity: 0.6 }) +
      T(44, 158, 'You saved', { s: 15, w: 600, f: '#ffe3d9' }) +
      T(44, 222, '3.4 kg', { s: 56, w: 800, f: '#fff', ls: -1.5 }) +
      T(44, 258, 'of food this month, about €27', { s: 14, f: '#fff' }) +
      T(44, 278, 'Best month since you joined', { s: 12.5, f: '#ffe3d9' });
    s +=
      R(24, 312, 312, 190, '#fff', 18) + T(44, 346, 'Saved by week', { s: 15, w: 700, f: PP.ink });
    [0.45, 0.7, 0.55, 0.95].forEach(
      (v, i) =>
        (s +=
          R(62 + i * 68, 470 - v * 100, 40, v * 100, i === 3 ? PP.tomato : '#f6c7b8', 8) +
          T(82 + i * 68, 490, `W${i + 1}`, { s: 12, w: 600, f: PP.text, a: 'middle' })),
    );
    s += T(24, 536, 'Top saves', { s: 15, w: 700, f: PP.ink });
    [
      ['spinach', 'Spinach', 'became shakshuka'],
      ['banana', 'Bananas', 'became banana bread'],
    ].forEach(([k, n, m], i) => {
      const y = 550 + i * 60;
      s +=
        R(24, y, 312, 52, '#fff', 14) +
        ppFood(k, 50, y + 26, 17) +
        T(78, y + 24, n, { s: 14.5, w: 700, f: PP.ink }) +
        T(78, y + 42, m, { s: 12.5, f: PP.text });
    });
    return s + tabBar('#fff', PP.ink, 3, PP.tomato, ['Pantry', 'Recipes', 'List', 'Insights']);
  },
});
function ppBlobs(d, w, h) {
  return (
    C(w * 0.08, h * 0.15, 160, '#ffe2cf') +
    C(w * 0.95, h * 0.9, 220, '#ffe2cf') +
    E(w * 0.9, h * 0.12, 40, 18, '#bfe0b6', {
      transform: `rotate(-30 ${n1(w * 0.9)} ${n1(h * 0.12)})`,
    }) +
    E(w * 0.06, h * 0.85, 50, 22, '#bfe0b6', {
      transform: `rotate(20 ${n1(w * 0.06)} ${n1(h * 0.85)})`,
    })
  );
}
function ppCover() {
  const d = new Doc(1200, 900, 'Pocket Pantry app: pantry list, recipe and insights screens');
  const sc = ppScreens(d);
  d.add(R(0, 0, 1200, 900, PP.butter), ppBlobs(d, 1200, 900));
  d.add(
    phone(d, 110, 190, 300, sc.pantry),
    phone(d, 450, 110, 300, sc.recipe),
    phone(d, 790, 190, 300, sc.insights),
  );
  return d;
}
function ppG1() {
  const d = new Doc(
    1600,
    1000,
    'Pocket Pantry screens: pantry, recipe, shopping list and barcode scanner',
  );
  const sc = ppScreens(d);
  d.add(
    R(0, 0, 1600, 1000, PP.butter),
    caption(
      110,
      110,
      'Pocket Pantry · core flows',
      'Know what you have, cook what you have',
      PP.ink,
      PP.tomato,
    ),
  );
  d.add(
    phone(d, 160, 290, 320, sc.pantry),
    phone(d, 640, 240, 320, sc.list),
    phone(d, 1120, 290, 320, sc.scan),
  );
  return d;
}
function ppG2() {
  const d = new Doc(1600, 1000, 'Pocket Pantry insights screen with feature highlights');
  d.add(R(0, 0, 1600, 1000, PP.tomato), C(1400, 900, 380, '#ea6a43'), C(80, 80, 180, '#ea6a43'));
  d.add(phone(d, 980, 110, 380, ppScreens(d).insights));
  d.add(
    T(140, 220, 'MOTIVATION, NOT GUILT', { s: 14, w: 700, ls: 3, f: '#ffe3d9' }),
    T(140, 282, 'Small wins, shown', { s: 52, w: 800, f: '#fff', ls: -1.2 }),
    T(140, 342, 'every single week.', { s: 52, w: 800, f: '#fff', ls: -1.2 }),
  );
  [
    ['3.1 kg', 'of food saved per household', 'each month, on average'],
    ['46%', 'of new users still active', 'in week four (was 18%)'],
    ['8 s', 'to add a grocery haul', 'by scanning the receipt'],
  ].forEach(([big, a, b], i) => {
    const y = 440 + i * 150;
    d.add(
      R(140, y, 700, 124, '#fff', 20, { opacity: 0.12 }),
      T(176, y + 78, big, { s: 50, w: 800, f: '#fff', ls: -1 }),
      T(400, y + 54, a, { s: 20, w: 600, f: '#fff' }),
      T(400, y + 84, b, { s: 20, f: '#ffe3d9' }),
    );
  });
  return d;
}
function ppG3() {
  const d = new Doc(
    1600,
    1000,
    'Pocket Pantry UI kit: app icon, food illustrations, badges and colours',
  );
  d.add(
    R(0, 0, 1600, 1000, PP.cream),
    caption(100, 110, 'Illustration & UI kit', 'Friendly, never childish', PP.ink, PP.tomato),
  );
  d.add(
    R(100, 190, 420, 720, PP.butter, 24),
    ppIcon(190, 300, 240),
    T(310, 620, 'Pocket Pantry', { s: 36, w: 800, f: PP.ink, a: 'middle' }),
    T(310, 656, 'Eat what you buy.', { s: 18, f: PP.text, a: 'middle' }),
  );
  [
    ['Tomato', '#E4572E', PP.tomato],
    ['Basil', '#3F8F54', PP.basil],
    ['Butter', '#FFF4D8', PP.butter],
    ['Pepper', '#2A2320', PP.ink],
  ].forEach(([n, h, c], i) =>
    d.add(
      R(150 + i * 88, 720, 72, 72, c, 16, { stroke: PP.line, 'stroke-width': 1.5 }),
      T(186 + i * 88, 818, n, { s: 13, w: 700, f: PP.ink, a: 'middle' }),
      T(186 + i * 88, 838, h, { s: 11, f: PP.text, a: 'middle' }),
    ),
  );
  d.add(
    R(560, 190, 940, 430, '#fff', 24),
    T(600, 240, 'Food illustrations', { s: 18, w: 700, f: PP.ink }),
  );
  ['yoghurt', 'spinach', 'tomatoes', 'bread', 'milk', 'eggs', 'banana', 'feta'].forEach((k, i) => {
    const cx = 660 + (i % 4) * 230;
    const cy = 340 + Math.floor(i / 4) * 170;
    d.add(
      ppFood(k, cx, cy, 58),
      T(
        cx,
        cy + 88,
        ['Yoghurt', 'Spinach', 'Tomatoes', 'Bread', 'Oat drink', 'Eggs', 'Bananas', 'Feta'][i],
        { s: 15, w: 600, f: PP.text, a: 'middle' },
      ),
    );
  });
  d.add(
    R(560, 650, 940, 260, '#fff', 24),
    T(600, 700, 'Expiry badges & actions', { s: 18, w: 700, f: PP.ink }),
  );
  [
    ['Today', 'red'],
    ['2 days', 'amber'],
    ['5 days', 'green'],
    ['12 days', 'grey'],
  ].forEach(([l, t], i) =>
    d.add(G(tr(600 + i * 120, 730, 1.3), ppBadge(btnW(l, 12, 10), 0, l, t))),
  );
  d.add(
    btn(600, 810, 'Add to fridge', { bg: PP.tomato, s: 16, h: 52 }),
    btn(820, 810, 'Find recipes', { bg: '#fff', fg: PP.ink, stroke: PP.line, s: 16, h: 52 }),
    C(1080, 836, 28, PP.tomato),
    S('M1080 824v24M1068 836h24', '#fff', 3),
  );
  return d;
}
function ppG4() {
  const d = new Doc(
    1600,
    1000,
    'Pocket Pantry research: six-week diary study and retention results',
  );
  d.add(
    R(0, 0, 1600, 1000, PAPER),
    caption(
      100,
      110,
      'Research · 12 families, 6 weeks',
      'Adding items was the real problem',
      INK2,
      PP.tomato,
    ),
  );
  d.add(
    R(100, 190, 860, 560, '#fff', 24),
    T(140, 244, 'Users still active, by week', { s: 20, w: 700, f: INK2 }),
  );
  for (let i = 0; i <= 4; i++)
    d.add(
      L(180, 300 + i * 90, 920, 300 + i * 90, '#ebe7df', 1.5),
      T(166, 305 + i * 90, `${100 - i * 25}%`, { s: 13, f: '#8a8f9c', a: 'end' }),
    );
  const x = (i) => 180 + i * 148;
  const y = (v) => 660 - v * 3.6;
  const oldP = [100, 52, 31, 22, 18, 15].map((v, i) => `${n1(x(i))} ${n1(y(v))}`);
  const newP = [100, 78, 62, 52, 46, 44].map((v, i) => `${n1(x(i))} ${n1(y(v))}`);
  d.add(
    S(`M${oldP.join('L')}`, '#b9b2a6', 4, { 'stroke-dasharray': '2 10' }),
    S(`M${newP.join('L')}`, PP.tomato, 5),
  );
  ['W0', 'W1', 'W2', 'W3', 'W4', 'W5'].forEach((l, i) =>
    d.add(T(x(i), 700, l, { s: 13, w: 600, f: '#8a8f9c', a: 'middle' })),
  );
  d.add(
    C(x(4), y(46), 8, PP.tomato),
    T(x(4) + 14, y(46) - 16, '46%', { s: 22, w: 800, f: PP.tomato }),
    C(x(4), y(18), 7, '#b9b2a6'),
    T(x(4) + 14, y(18) + 30, '18%', { s: 20, w: 800, f: '#8a8f9c' }),
  );
  d.add(
    R(600, 220, 14, 4, PP.tomato),
    T(622, 226, 'Redesign', { s: 14, w: 600, f: INK2 }),
    R(740, 220, 14, 4, '#b9b2a6'),
    T(762, 226, 'First prototype', { s: 14, w: 600, f: INK2 }),
  );
  const note = (nx, ny, rot, bg, lines) =>
    G(
      tr(nx, ny, 1, rot),
      R(0, 0, 250, 150, bg, 4, { filter: d.shadow('s') }) +
        lines.map((l, i) => T(20, 42 + i * 28, l, { s: 18, f: INK2 })).join(''),
    );
  d.add(
    note(1040, 200, 2, '#ffe08a', ['"Typing in every', 'yoghurt felt like', 'homework."']),
    note(1210, 390, -3, '#ffc9b8', ['Receipts beat', 'barcodes for big', 'weekly shops']),
    note(1030, 580, -1, '#d6ecb8', ['Expiry guesses are', 'fine if they are', 'easy to correct']),
  );
  d.add(
    T(
      100,
      820,
      'Method: onboarding sessions at home, a shared diary channel and two follow-up interviews per family.',
      { s: 18, f: '#5b5f6b' },
    ),
    T(
      100,
      852,
      'Findings shaped receipt scanning, smart expiry defaults and the weekly "use it up" feed.',
      { s: 18, f: '#5b5f6b' },
    ),
  );
  return d;
}

/* ------------------------------------------------------------------ Atelier Sauvage (branding) */

const AS = {
  terra: '#b4553a',
  bone: '#efe7db',
  char: '#2a2522',
  sage: '#8a9a6b',
  clay: '#d9a58a',
  dark: '#8e3f2a',
};
const asMark = (cx, cy, size, fg) =>
  G(
    tr(cx, cy, size / 100),
    S('M-30 40V-6A30 30 0 0 1 30-6V40M-44 40H44', fg, 5) +
      S('M0 34V-18', fg, 3.5) +
      G(
        null,
        E(-9, 8, 10, 4.5, null, { transform: 'rotate(-35 -9 8)' }) +
          E(9, -2, 10, 4.5, null, { transform: 'rotate(35 9 -2)' }) +
          E(-8, -12, 8, 4, null, { transform: 'rotate(-40 -8 -12)' }) +
          E(0, -24, 3.5, 7, null),
        { fill: fg },
      ),
  );
const asWord = (cx, y, size, fg) =>
  T(cx, y - size * 0.95, 'ATELIER', {
    s: n1(size * 0.24),
    w: 700,
    f: fg,
    a: 'middle',
    ls: n1(size * 0.12),
  }) + T(cx, y, 'Sauvage', { s: size, f: fg, a: 'middle', c: 'sf', i: true });
const asLeaf = (x, y, l, rot, fill) =>
  P(`M0 0Q${n1(l / 2)} ${n1(-l * 0.3)} ${n1(l)} 0Q${n1(l / 2)} ${n1(l * 0.3)} 0 0Z`, fill, {
    transform: `translate(${n1(x)} ${n1(y)}) rotate(${rot})`,
  });
function asVase(cx, by, h, fill, kind, leaf = AS.sage) {
  if (kind === 'bottle') {
    const w = h * 0.3;
    const nw = h * 0.06;
    const top = by - h;
    return P(
      `M${n1(cx - nw * 1.6)} ${n1(top)}H${n1(cx + nw * 1.6)}L${n1(cx + nw)} ${n1(top + h * 0.08)}C${n1(cx + nw)} ${n1(by - h * 0.62)} ${n1(cx + w)} ${n1(by - h * 0.58)} ${n1(cx + w)} ${n1(by - h * 0.3)}C${n1(cx + w)} ${n1(by - h * 0.1)} ${n1(cx + w * 0.7)} ${by} ${n1(cx + w * 0.5)} ${by}H${n1(cx - w * 0.5)}C${n1(cx - w * 0.7)} ${by} ${n1(cx - w)} ${n1(by - h * 0.1)} ${n1(cx - w)} ${n1(by - h * 0.3)}C${n1(cx - w)} ${n1(by - h * 0.58)} ${n1(cx - nw)} ${n1(by - h * 0.62)} ${n1(cx - nw)} ${n1(top + h * 0.08)}Z`,
      fill,
    );
  }
  if (kind === 'planter')
    return (
      S(`M${cx} ${n1(by - h * 0.56)}V${n1(by - h * 0.9)}`, leaf, h * 0.025) +
      asLeaf(cx, by - h * 0.62, h * 0.42, -160, leaf) +
      asLeaf(cx, by - h * 0.7, h * 0.44, -25, leaf) +
      asLeaf(cx, by - h * 0.84, h * 0.34, -125, leaf) +
      asLeaf(cx, by - h * 0.88, h * 0.3, -65, leaf) +
      P(
        `M${n1(cx - h * 0.3)} ${n1(by - h * 0.55)}H${n1(cx + h * 0.3)}L${n1(cx + h * 0.22)} ${by}H${n1(cx - h * 0.22)}Z`,
        fill,
      ) +
      R(cx - h * 0.33, by - h * 0.6, h * 0.66, h * 0.08, fill, h * 0.02)
    );
  return P(
    `M${n1(cx - h * 0.35)} ${n1(by - h * 0.5)}H${n1(cx + h * 0.35)}Q${n1(cx + h * 0.35)} ${by} ${cx} ${by}Q${n1(cx - h * 0.35)} ${by} ${n1(cx - h * 0.35)} ${n1(by - h * 0.5)}Z`,
    fill,
  );
}
function asCover() {
  const d = new Doc(1200, 900, 'Atelier Sauvage brand identity: arch logo and ceramics');
  d.add(
    R(0, 0, 1200, 900, AS.terra),
    P('M380 800V330A220 220 0 0 1 820 330V800Z', AS.dark, { opacity: 0.35 }),
  );
  d.add(asMark(600, 300, 250, AS.bone), asWord(600, 560, 104, AS.bone));
  d.add(
    T(600, 640, 'CERAMICS & BOTANICALS · LYON', {
      s: 16,
      w: 700,
      f: AS.bone,
      a: 'middle',
      ls: 4,
      o: 0.8,
    }),
  );
  d.add(
    R(0, 800, 1200, 100, AS.dark),
    asVase(170, 800, 230, AS.bone, 'bottle'),
    asVase(300, 800, 130, AS.char, 'bowl'),
    asVase(1010, 800, 230, AS.clay, 'planter', '#c9d2b0'),
    asVase(880, 800, 150, AS.bone, 'bottle'),
  );
  return d;
}
function asBoard() {
  const d = new Doc(
    1600,
    1000,
    'Atelier Sauvage brand board: logo, palette, typography and pattern',
  );
  d.add(R(0, 0, 1600, 1000, AS.bone));
  d.add(
    R(40, 40, 760, 600, AS.terra, 18),
    asMark(420, 250, 200, AS.bone),
    asWord(420, 510, 92, AS.bone),
  );
  [
    ['Terracotta', '#B4553A', AS.terra, AS.bone],
    ['Bone', '#EFE7DB', '#f7f2ea', AS.char],
    ['Sage', '#8A9A6B', AS.sage, '#fff'],
    ['Charcoal', '#2A2522', AS.char, AS.bone],
  ].forEach(([n, h, c, fg], i) => {
    const x = 824 + i * 184;
    d.add(
      R(x, 40, 184, 288, c),
      T(x + 22, 270, n, { s: 22, w: 700, f: fg }),
      T(x + 22, 300, h, { s: 15, f: fg, o: 0.8, ls: 1 }),
    );
  });
  d.add(
    R(824, 352, 356, 288, AS.char, 18),
    T(852, 500, 'Aa', { s: 130, f: AS.bone, c: 'sf', i: true }),
    T(852, 566, 'Display: classic serif, italic', { s: 16, w: 600, f: AS.bone }),
    T(852, 592, 'Text: neutral sans, generous spacing', { s: 15, f: AS.bone, o: 0.75 }),
  );
  let arches = '';
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 5; c++)
      arches += `M${1232 + c * 64} ${440 + r * 80}v-22a20 20 0 0 1 40 0v22`;
  d.add(
    R(1204, 352, 356, 288, AS.sage, 18),
    S(arches, AS.bone, 3),
    T(1382, 620, 'Arch pattern · tissue & stickers', { s: 14, w: 600, f: '#fff', a: 'middle' }),
  );
  d.add(
    R(40, 664, 760, 296, AS.clay, 18),
    asVase(150, 920, 200, AS.terra, 'bottle'),
    asVase(290, 920, 110, AS.char, 'bowl'),
    asVase(440, 920, 210, AS.bone, 'planter'),
    asVase(600, 920, 150, AS.dark, 'bottle'),
    asVase(720, 920, 100, AS.bone, 'bowl'),
  );
  d.add(
    R(824, 664, 736, 296, '#fff', 18),
    T(860, 720, 'TONE OF VOICE', { s: 14, w: 700, ls: 3, f: AS.terra }),
    T(860, 800, 'Made slowly, by hand,', { s: 50, f: AS.char, c: 'sf', i: true }),
    T(860, 860, 'on the Presqu’île.', { s: 50, f: AS.char, c: 'sf', i: true }),
    T(860, 918, 'Warm and precise. We describe clay, glaze and light, never "rustic".', {
      s: 16,
      f: '#6b625b',
    }),
  );
  return d;
}
function asPackaging() {
  const d = new Doc(
    1600,
    1000,
    'Atelier Sauvage packaging: price tags, tote bag, stickers and tissue paper',
  );
  const pid = d.id('p');
  d.defs.push(
    `<pattern id="${pid}" width="80" height="90" patternUnits="userSpaceOnUse"><path d="M20 70V42a20 20 0 0 1 40 0v28" fill="none" stroke="${AS.clay}" stroke-width="3"/></pattern>`,
  );
  d.add(
    R(0, 0, 1600, 1000, AS.bone),
    G(tr(60, 80, 1, -4), R(0, 0, 700, 840, '#f8f3ec') + R(0, 0, 700, 840, `url(#${pid})`)),
  );
  const tag = (x, y, rot, bg, fg, name, desc, price) =>
    G(
      tr(x, y, 1, rot),
      S('M80 10C60-60 140-80 120-140', '#8c7b6b', 2) +
        P('M0 30L30 0H130L160 30V330H0Z', bg, { filter: d.shadow('s') }) +
        C(80, 30, 9, AS.bone) +
        asMark(80, 110, 70, fg) +
        T(80, 210, name, { s: 24, f: fg, a: 'middle', c: 'sf', i: true }) +
        T(80, 238, desc, { s: 12, w: 600, f: fg, a: 'middle', ls: 1, o: 0.8 }) +
        L(40, 262, 120, 262, fg, 1.5, { opacity: 0.4 }) +
        T(80, 300, price, { s: 26, w: 700, f: fg, a: 'middle' }),
    );
  d.add(
    tag(130, 300, -6, AS.terra, AS.bone, 'Tall planter', 'SPECKLED STONEWARE', '€48'),
    tag(340, 330, 3, AS.char, AS.bone, 'Bud vase', 'MATTE WHITE GLAZE', '€22'),
    tag(550, 290, -3, '#fff', AS.terra, 'Olive tree', 'IN 18 CM POT', '€65'),
  );
  d.add(
    G(
      tr(900, 250),
      S('M70 40C70-90 290-90 290 40', AS.char, 10) +
        R(0, 30, 360, 440, '#e8dcc8', 6, { filter: d.shadow() }) +
        asMark(180, 190, 120, AS.terra) +
        asWord(180, 380, 56, AS.terra),
    ),
  );
  d.add(
    G(
      tr(1380, 300),
      C(0, 0, 80, AS.sage) +
        asMark(0, -6, 60, '#fff') +
        T(0, 52, 'HANDMADE IN LYON', { s: 10, w: 700, f: '#fff', a: 'middle', ls: 1.5 }),
    ),
  );
  d.add(
    G(
      tr(1400, 520),
      C(0, 0, 62, AS.terra) +
        T(0, 10, 'Merci', { s: 30, f: AS.bone, a: 'middle', c: 'sf', i: true }),
    ),
  );
  d.add(
    T(900, 860, 'Tote, tags, tissue and stickers: one arch, many uses.', {
      s: 20,
      f: AS.char,
      c: 'sf',
      i: true,
    }),
  );
  return d;
}
function asPoster() {
  const d = new Doc(1600, 1000, 'Atelier Sauvage workshop poster and flyer');
  d.add(R(0, 0, 1600, 1000, '#e6d9c6'), R(0, 880, 1600, 120, '#cdbb9f'));
  const poster =
    R(0, 0, 560, 790, AS.bone, 4, { filter: d.shadow() }) +
    P('M110 520V250A170 170 0 0 1 450 250V520Z', AS.terra) +
    asVase(280, 520, 230, AS.bone, 'planter', '#c9d2b0') +
    T(280, 600, 'Wheel-throwing', { s: 50, f: AS.char, a: 'middle', c: 'sf', i: true }) +
    T(280, 654, 'evenings', { s: 50, f: AS.char, a: 'middle', c: 'sf', i: true }) +
    T(280, 700, 'THURSDAYS · 19:00 – 21:30 · 6 SESSIONS · €240', {
      s: 14,
      w: 700,
      f: AS.terra,
      a: 'middle',
      ls: 1.5,
    }) +
    T(280, 740, 'Clay, glazes and firing included · ateliersauvage.example', {
      s: 13,
      f: '#6b625b',
      a: 'middle',
    }) +
    asMark(60, 60, 48, AS.terra);
  d.add(G(tr(240, 70), poster));
  d.add(
    G(
      tr(900, 300, 1, 3),
      R(0, 0, 360, 500, AS.sage, 4, { filter: d.shadow() }) +
        asMark(180, 130, 110, '#fff') +
        T(180, 280, 'Open studio', { s: 40, f: '#fff', a: 'middle', c: 'sf', i: true }) +
        T(180, 320, 'SATURDAY 12 APRIL · 10:00 – 18:00', {
          s: 13,
          w: 700,
          f: '#fff',
          a: 'middle',
          ls: 1.2,
        }) +
        bars(60, 360, [240, 200, 220], '#fff', 6, 18, { opacity: 0.5 }) +
        T(180, 460, 'Free entry · tea & seconds sale', { s: 15, f: '#fff', a: 'middle' }),
    ),
  );
  d.add(asVase(1380, 900, 260, AS.terra, 'planter'), asVase(1250, 900, 150, AS.char, 'bottle'));
  return d;
}

/* ------------------------------------------------------------------ Kestrel Analytics (web) */

const KS = {
  night: '#12143a',
  indigo: '#1d2056',
  violet: '#6c5ce7',
  cyan: '#2ec4d6',
  pink: '#ff7a9a',
  paper: '#f6f7fb',
  text: '#8b8fb5',
  ink: '#1b1d3a',
  line: '#e6e8f2',
  green: '#1f9d6b',
};
const ksMark = (x, y, s, fg = KS.violet, acc = KS.cyan) =>
  G(
    tr(x, y, s / 40),
    P('M20 23L1 9 16 15Z', fg) +
      P('M20 23L39 6 24 15Z', fg) +
      P('M20 12l4.5 5.5L20 36l-4.5-18.5Z', acc),
  );
const ksLogo = (x, y, light) =>
  ksMark(x, y, 36) +
  T(x + 44, y + 26, 'kestrel', { s: 24, w: 800, f: light ? '#fff' : KS.ink, ls: -0.5 });
/** A smooth-ish series path from values (0..1) across w × h. */
function series(x, y, w, h, vals) {
  return vals
    .map((v, i) => `${i ? 'L' : 'M'}${n1(x + (w * i) / (vals.length - 1))} ${n1(y + h - v * h)}`)
    .join('');
}
const KS_REV = [
  0.42, 0.48, 0.45, 0.55, 0.52, 0.6, 0.58, 0.66, 0.63, 0.72, 0.7, 0.78, 0.76, 0.84, 0.88, 0.92,
];
const KS_SPEND = [
  0.3, 0.32, 0.31, 0.34, 0.33, 0.36, 0.35, 0.37, 0.36, 0.38, 0.37, 0.39, 0.38, 0.4, 0.41, 0.42,
];
function ksDashboard(d) {
  return (W, H) => {
    let s =
      R(0, 0, W, Math.max(H, 800), KS.paper) +
      R(0, 0, 232, Math.max(H, 800), '#fff') +
      L(232, 0, 232, Math.max(H, 800), KS.line, 1.5) +
      ksLogo(28, 26);
    ['Overview', 'Campaigns', 'Channels', 'Cohorts', 'Alerts', 'Settings'].forEach((l, i) => {
      const y = 104 + i * 48;
      if (!i) s += R(16, y - 26, 200, 40, '#efedff', 10);
      s +=
        R(32, y - 13, 14, 14, 'none', 4, { stroke: i ? KS.text : KS.violet, 'stroke-width': 2 }) +
        T(58, y, l, { s: 15, w: i ? 500 : 700, f: i ? '#5b5f82' : KS.violet });
    });
    s +=
      R(16, 660, 200, 96, '#f3f2ff', 14) +
      T(32, 692, 'Weekly digest', { s: 14, w: 700, f: KS.ink }) +
      T(32, 714, 'Every Monday, 08:00', { s: 12.5, f: KS.text }) +
      T(32, 740, 'Edit schedule →', { s: 12.5, w: 700, f: KS.violet });
    s +=
      T(264, 56, 'Overview', { s: 28, w: 800, f: KS.ink, ls: -0.5 }) +
      btn(W - 330, 30, 'Last 30 days  ▾', {
        s: 14,
        h: 38,
        bg: '#fff',
        fg: KS.ink,
        stroke: KS.line,
      }) +
      person(W - 56, 49, 19, '#efedff', '#e0a883', '#2d2230', KS.violet);
    [
      ['Revenue', '€184.2k', '+12.4%', 1],
      ['Return on ad spend', '4.3×', '+0.6', 1],
      ['Cost per customer', '€23.10', '−8.1%', 1],
      ['Orders', '6,214', '+9.1%', 1],
    ].forEach(([l, v, dlt], i) => {
      const x = 264 + i * 250;
      s +=
        R(x, 80, 234, 124, '#fff', 14, { stroke: KS.line, 'stroke-width': 1.5 }) +
        T(x + 20, 110, l, { s: 13.5, f: '#5b5f82' }) +
        T(x + 20, 152, v, { s: 30, w: 800, f: KS.ink, ls: -0.5 });
      s +=
        R(x + 20, 166, 64, 22, '#e3f6ee', 11) +
        T(x + 52, 181, dlt, { s: 12, w: 700, f: KS.green, a: 'middle' });
    });
    s +=
      R(264, 220, 620, 292, '#fff', 14, { stroke: KS.line, 'stroke-width': 1.5 }) +
      T(288, 248, 'Revenue vs. ad spend', { s: 16, w: 700, f: KS.ink });
    s +=
      R(640, 238, 12, 4, KS.violet, 2) +
      T(658, 244, 'Revenue', { s: 12.5, f: '#5b5f82' }) +
      R(740, 238, 12, 4, KS.cyan, 2) +
      T(758, 244, 'Ad spend', { s: 12.5, f: '#5b5f82' });
    for (let i = 0; i < 4; i++) s += L(288, 290 + i * 56, 860, 290 + i * 56, KS.line, 1);
    const rev = series(288, 280, 572, 200, KS_REV);
    s +=
      P(`${rev}V480H288Z`, d.lg('#c9c2ff', '#ffffff')) +
      S(rev, KS.violet, 3) +
      S(series(288, 280, 572, 200, KS_SPEND), KS.cyan, 3, { 'stroke-dasharray': '8 6' });
    s += C(860, 280 + 200 - 0.92 * 200, 6, KS.violet, { stroke: '#fff', 'stroke-width': 3 });
    s +=
      R(900, 220, 348, 292, '#fff', 14, { stroke: KS.line, 'stroke-width': 1.5 }) +
      T(924, 248, 'Revenue by channel', { s: 16, w: 700, f: KS.ink });
    [
      ['Search', 0.38, KS.violet],
      ['Social', 0.24, KS.pink],
      ['Email', 0.18, KS.cyan],
      ['Affiliates', 0.12, '#f2b84b'],
      ['Direct', 0.08, '#9aa0c7'],
    ].forEach(([n, v, c], i) => {
      const y = 290 + i * 42;
      s +=
        T(924, y, n, { s: 13.5, f: '#5b5f82' }) +
        T(1224, y, `${Math.round(v * 100)}%`, { s: 13.5, w: 700, f: KS.ink, a: 'end' }) +
        R(924, y + 10, 300, 8, KS.paper, 4) +
        R(924, y + 10, 300 * v * 2.2, 8, c, 4);
    });
    s +=
      R(264, 528, 984, 250, '#fff', 14, { stroke: KS.line, 'stroke-width': 1.5 }) +
      T(288, 564, 'Top campaigns', { s: 16, w: 700, f: KS.ink });
    ['Campaign', 'Channel', 'Spend', 'Revenue', 'ROAS'].forEach(
      (h, i) => (s += T([288, 620, 780, 900, 1040][i], 600, h, { s: 12.5, w: 700, f: KS.text })),
    );
    [
      ['Spring linen drop', 'Social', '€4,120', '€21,880', '5.3×'],
      ['Brand search FR', 'Search', '€2,860', '€14,940', '5.2×'],
      ['Win-back email', 'Email', '€310', '€6,420', '20.7×'],
      ['Creator bundle', 'Affiliates', '€1,940', '€5,110', '2.6×'],
    ].forEach((r, j) => {
      const y = 640 + j * 36;
      s += L(288, y - 22, 1224, y - 22, KS.line, 1);
      r.forEach(
        (c, i) =>
          (s += T([288, 620, 780, 900, 1040][i], y, c, { s: 14, w: i ? 500 : 700, f: KS.ink })),
      );
      s += S(
        series(1130, y - 16, 90, 18, KS_REV.slice(j * 3, j * 3 + 6)),
        j === 3 ? KS.pink : KS.green,
        2,
      );
    });
    return s;
  };
}
const ksNav = (W, light) =>
  ksLogo(48, 22, !light) +
  navLinks(W - 360, 46, ['Product', 'Pricing', 'Customers', 'Docs'], {
    s: 16,
    f: light ? KS.ink : '#c9cbe6',
  }) +
  T(W - 312, 46, 'Sign in', { s: 16, w: 600, f: light ? KS.ink : '#fff' }) +
  btn(W - 48 - btnW('Start free trial', 15), 18, 'Start free trial', { bg: KS.violet });
function ksHome(d) {
  return (W) => {
    let s =
      R(0, 0, W, 1400, KS.night) +
      C(W / 2, 260, 520, d.rg(KS.violet, KS.violet, 0.45, 0)) +
      ksNav(W);
    s +=
      R(W / 2 - 180, 128, 360, 36, '#ffffff', 18, { opacity: 0.08 }) +
      R(W / 2 - 176, 132, 52, 28, KS.violet, 14) +
      T(W / 2 - 150, 151, 'New', { s: 13, w: 700, f: '#fff', a: 'middle' }) +
      T(W / 2 + 24, 152, 'Cross-channel attribution  →', {
        s: 14,
        w: 600,
        f: '#dcdcf5',
        a: 'middle',
      });
    s +=
      T(W / 2, 246, 'See which campaigns', { s: 68, w: 800, f: '#fff', a: 'middle', ls: -2 }) +
      T(W / 2, 322, 'actually pay off.', { s: 68, w: 800, f: '#fff', a: 'middle', ls: -2 });
    s +=
      T(W / 2, 374, 'Kestrel connects your ad platforms, shop and email tool, then shows', {
        s: 19,
        f: '#b4b7dc',
        a: 'middle',
      }) +
      T(W / 2, 402, 'where the next euro should go. No spreadsheets, no data team.', {
        s: 19,
        f: '#b4b7dc',
        a: 'middle',
      });
    const b1 = btnW('Start free trial', 17);
    const b2 = btnW('Book a demo', 17);
    const x0 = W / 2 - (b1 + b2 + 16) / 2;
    s +=
      btn(x0, 436, 'Start free trial', { bg: KS.violet, s: 17, h: 52 }) +
      btn(x0 + b1 + 16, 436, 'Book a demo', {
        bg: 'none',
        fg: '#fff',
        stroke: '#4a4d86',
        s: 17,
        h: 52,
      });
    s += G(
      tr(140, 530),
      R(-10, -10, 1020, 700, '#ffffff', 22, { opacity: 0.08 }) +
        G(null, G(tr(0, 0, 1000 / 1280), ksDashboard(d)(1280, 860)), {
          'clip-path': d.clip(0, 0, 1000, 680, 14),
        }),
    );
    return s;
  };
}
function ksFeatures() {
  return (W) => {
    let s = R(0, 0, W, 1400, KS.night) + ksNav(W);
    s += T(W / 2, 150, 'TRUSTED BY 1,200 INDEPENDENT E-COMMERCE TEAMS', {
      s: 13,
      w: 700,
      f: KS.text,
      a: 'middle',
      ls: 2.5,
    });
    ['Lakebird', 'Oakvale', 'Noctua Goods', 'Parcelle', 'Verdance'].forEach(
      (n, i) =>
        (s += T(190 + i * 225, 206, n, { s: 24, w: 800, f: '#5d6196', a: 'middle', ls: -0.5 })),
    );
    s +=
      T(64, 320, 'Answers, not dashboards', { s: 44, w: 800, f: '#fff', ls: -1.2 }) +
      T(64, 358, 'Three questions customers kept asking, each with its own screen.', {
        s: 18,
        f: '#b4b7dc',
      });
    const card = (x, title, lines, art) =>
      R(x, 400, 368, 380, '#1b1e4d', 20) +
      R(x + 24, 424, 320, 190, '#23275e', 14) +
      art(x + 24, 424) +
      T(x + 24, 660, title, { s: 21, w: 700, f: '#fff' }) +
      lines.map((l, i) => T(x + 24, 692 + i * 26, l, { s: 15.5, f: '#b4b7dc' })).join('');
    s += card(
      64,
      'Which channel earns the most?',
      ['Revenue per channel, with each sale', 'credited fairly across every touch.'],
      (x, y) =>
        [0.8, 0.55, 0.4, 0.25]
          .map((v, i) =>
            R(x + 30, y + 30 + i * 40, 260 * v, 22, [KS.violet, KS.pink, KS.cyan, '#f2b84b'][i], 6),
          )
          .join(''),
    );
    s += card(
      456,
      'Are new customers sticking?',
      ['Cohorts in two clicks: see how each', "month's buyers come back for more."],
      (x, y) => {
        let g = '';
        for (let r = 0; r < 4; r++)
          for (let c = 0; c < 6 - r; c++)
            g += R(x + 30 + c * 44, y + 26 + r * 36, 38, 30, KS.violet, 5, {
              opacity: n1(0.95 - c * 0.15),
            });
        return g;
      },
    );
    s += card(
      848,
      'What changed this week?',
      ['Plain-language alerts when a campaign', 'suddenly wins, or quietly stops.'],
      (x, y) =>
        R(x + 26, y + 30, 268, 58, '#2d3170', 12) +
        C(x + 56, y + 59, 12, KS.pink) +
        bars(x + 80, y + 48, [180, 120], '#6e72b0', 7, 16) +
        R(x + 26, y + 104, 268, 58, '#2d3170', 12) +
        C(x + 56, y + 133, 12, KS.cyan) +
        bars(x + 80, y + 122, [160, 140], '#6e72b0', 7, 16),
    );
    s +=
      R(64, 820, 1152, 170, '#1b1e4d', 20) +
      T(104, 884, '"We cut wasted ad spend by 22% in the first month, and I finally', {
        s: 22,
        w: 600,
        f: '#fff',
      }) +
      T(104, 918, 'understand the numbers I present to the board."', { s: 22, w: 600, f: '#fff' }) +
      T(104, 956, 'Marion Leclerc · Head of Growth, Parcelle', { s: 15, f: KS.text });
    return s;
  };
}
function ksPricing() {
  return (W) => {
    let s =
      R(0, 0, W, 1400, KS.paper) +
      R(0, 0, W, 80, '#fff') +
      ksNav(W, true) +
      L(0, 80, W, 80, KS.line, 1);
    s +=
      T(W / 2, 178, 'Simple pricing that grows with you', {
        s: 48,
        w: 800,
        f: KS.ink,
        a: 'middle',
        ls: -1.2,
      }) +
      T(W / 2, 216, '14-day free trial on every plan. No card needed, cancel any time.', {
        s: 18,
        f: '#5b5f82',
        a: 'middle',
      });
    s +=
      R(W / 2 - 130, 244, 260, 44, '#fff', 22, { stroke: KS.line, 'stroke-width': 1.5 }) +
      R(W / 2 - 126, 248, 124, 36, KS.ink, 18) +
      T(W / 2 - 64, 271, 'Monthly', { s: 14, w: 700, f: '#fff', a: 'middle' }) +
      T(W / 2 + 64, 271, 'Yearly −20%', { s: 14, w: 600, f: KS.ink, a: 'middle' });
    [
      [
        'Starter',
        '€49',
        'For shops under €50k a month',
        ['3 data sources', 'Channel attribution', 'Weekly email digest', '1 seat'],
      ],
      [
        'Growth',
        '€149',
        'For teams running paid social at scale',
        [
          'Unlimited data sources',
          'Cohorts & LTV',
          'Real-time alerts',
          '5 seats',
          'Priority support',
        ],
      ],
      [
        'Scale',
        'Custom',
        'For brands with several storefronts',
        ['Everything in Growth', 'Multi-store reporting', 'SSO & audit log', 'Dedicated analyst'],
      ],
    ].forEach(([n, p, sub, feats], i) => {
      const x = 112 + i * 364;
      const hi = i === 1;
      s += R(x, 320, 340, 480, '#fff', 20, {
        stroke: hi ? KS.violet : KS.line,
        'stroke-width': hi ? 3 : 1.5,
        filter: hi ? 'url(#shs)' : undefined,
      });
      if (hi)
        s +=
          R(x + 200, 340, 118, 28, '#efedff', 14) +
          T(x + 259, 359, 'Most popular', { s: 12.5, w: 700, f: KS.violet, a: 'middle' });
      s +=
        T(x + 28, 366, n, { s: 22, w: 800, f: KS.ink }) +
        T(x + 28, 392, sub, { s: 14, f: '#5b5f82' }) +
        T(x + 28, 458, p, { s: 48, w: 800, f: KS.ink, ls: -1.5 }) +
        (p.startsWith('€')
          ? T(x + 28 + textW(p, 48, true) - 3, 458, '/month', { s: 15, f: '#5b5f82' })
          : '');
      feats.forEach(
        (f, j) =>
          (s +=
            C(x + 38, 506 + j * 36, 10, '#e3f6ee') +
            check(x + 38, 507 + j * 36, 9, KS.green, 2.2) +
            T(x + 58, 511 + j * 36, f, { s: 15, f: KS.ink })),
      );
      s += btn(x + 28, 724, p === 'Custom' ? 'Talk to us' : 'Start free trial', {
        width: 284,
        h: 50,
        s: 16,
        bg: hi ? KS.violet : '#fff',
        fg: hi ? '#fff' : KS.ink,
        stroke: hi ? undefined : KS.line,
      });
    });
    s += T(W / 2, 860, 'All prices exclude VAT. Nonprofits and B Corps get 30% off.', {
      s: 15,
      f: '#5b5f82',
      a: 'middle',
    });
    return s;
  };
}
function ksCover() {
  const d = new Doc(1200, 900, 'Kestrel Analytics marketing site with dashboard preview');
  d.add(
    R(0, 0, 1200, 900, d.lg('#2a2d7a', KS.night)),
    C(1100, 60, 300, KS.violet, { opacity: 0.25 }),
  );
  d.add(browser(d, 70, 90, 1060, 760, 'kestrelanalytics.example', ksHome(d), { dark: true }));
  return d;
}
function ksG1() {
  const d = new Doc(1600, 1000, 'Kestrel Analytics product features section');
  d.add(R(0, 0, 1600, 1000, d.lg(KS.violet, '#3d33a8')));
  d.add(
    browser(d, 110, 70, 1380, 1000, 'kestrelanalytics.example/product', ksFeatures(), {
      dark: true,
    }),
  );
  return d;
}
function ksG2() {
  const d = new Doc(1600, 1000, 'Kestrel Analytics dashboard overview');
  d.add(R(0, 0, 1600, 1000, KS.night), C(200, 900, 400, KS.violet, { opacity: 0.2 }));
  d.add(browser(d, 110, 70, 1380, 860, 'app.kestrelanalytics.example/overview', ksDashboard(d)));
  return d;
}
function ksG3() {
  const d = new Doc(1600, 1000, 'Kestrel Analytics pricing page');
  d.shadow('s');
  d.add(R(0, 0, 1600, 1000, '#dcdaf7'));
  d.add(browser(d, 110, 70, 1380, 1000, 'kestrelanalytics.example/pricing', ksPricing()));
  return d;
}
function ksG4() {
  const d = new Doc(1600, 1000, 'Kestrel Analytics design system: tokens and components');
  d.add(
    R(0, 0, 1600, 1000, KS.paper),
    caption(100, 110, 'Design system', 'One set of tokens, two codebases', KS.ink, KS.violet),
  );
  d.add(R(100, 180, 660, 340, '#fff', 20), T(136, 226, 'Colour', { s: 18, w: 700, f: KS.ink }));
  ['#efedff', '#c9c2ff', '#9b8ff2', KS.violet, '#4a3cc4', '#2b2380'].forEach((c, i) =>
    d.add(
      R(136 + i * 96, 250, 84, 84, c, 12),
      T(136 + i * 96, 356, `violet-${(i + 1) * 100}`, { s: 12, f: '#5b5f82' }),
    ),
  );
  [KS.cyan, KS.pink, '#f2b84b', KS.green, '#9aa0c7', KS.ink].forEach((c, i) =>
    d.add(C(178 + i * 96, 432, 30, c)),
  );
  d.add(
    T(136, 494, 'Chart palette: tested for colour-blind safety and 3:1 contrast on white', {
      s: 13.5,
      f: '#5b5f82',
    }),
  );
  d.add(R(800, 180, 700, 340, '#fff', 20), T(836, 226, 'Type scale', { s: 18, w: 700, f: KS.ink }));
  [
    ['Display', 48, 800],
    ['Heading', 32, 800],
    ['Title', 22, 700],
    ['Body', 16, 400],
    ['Caption', 13, 500],
  ].forEach(([n, sz, w], i) => {
    const y = [300, 356, 398, 436, 470][i];
    d.add(T(836, y, `${n} · ${sz}`, { s: sz, w, f: KS.ink, ls: sz > 30 ? -1 : 0 }));
  });
  d.add(
    R(100, 548, 1400, 360, '#fff', 20),
    T(136, 594, 'Components', { s: 18, w: 700, f: KS.ink }),
  );
  let x = 136;
  [
    ['Start free trial', KS.violet, '#fff', undefined],
    ['Export CSV', '#fff', KS.ink, KS.line],
    ['Pause campaign', '#fde7ec', '#c2334f', undefined],
  ].forEach(([l, bg, fg, st]) => {
    d.add(btn(x, 620, l, { bg, fg, stroke: st, s: 15, h: 46 }));
    x += btnW(l, 15) + 16;
  });
  d.add(
    T(136, 708, 'Date range', { s: 13, w: 600, f: '#5b5f82' }),
    R(136, 720, 300, 46, '#fff', 10, { stroke: KS.violet, 'stroke-width': 2 }),
    T(152, 749, 'Last 30 days', { s: 15, f: KS.ink }),
    S('M410 738l6 6 6-6', KS.ink, 2),
  );
  d.add(
    R(470, 728, 52, 30, KS.violet, 15),
    C(507, 743, 11, '#fff'),
    T(534, 749, 'Compare to previous period', { s: 15, f: KS.ink }),
  );
  d.add(
    R(136, 800, 74, 26, '#e3f6ee', 13),
    T(173, 818, '+12.4%', { s: 13, w: 700, f: KS.green, a: 'middle' }),
    R(222, 800, 70, 26, '#fde7ec', 13),
    T(257, 818, '−3.2%', { s: 13, w: 700, f: '#c2334f', a: 'middle' }),
    R(304, 800, 56, 26, '#efedff', 13),
    T(332, 818, 'Beta', { s: 13, w: 700, f: KS.violet, a: 'middle' }),
  );
  d.add(
    G(
      tr(800, 620),
      R(0, 0, 320, 150, '#fff', 14, { stroke: KS.line, 'stroke-width': 1.5 }) +
        T(22, 36, 'Return on ad spend', { s: 14, f: '#5b5f82' }) +
        T(22, 84, '4.3×', { s: 36, w: 800, f: KS.ink }) +
        R(22, 104, 64, 22, '#e3f6ee', 11) +
        T(54, 119, '+0.6', { s: 12.5, w: 700, f: KS.green, a: 'middle' }) +
        S(series(150, 60, 150, 60, KS_REV.slice(6)), KS.violet, 3),
    ),
  );
  d.add(
    G(
      tr(1150, 620),
      R(0, 0, 320, 150, KS.ink, 14) +
        C(32, 36, 10, KS.pink) +
        T(52, 41, 'Alert · Social', { s: 13, w: 700, f: '#fff' }) +
        T(22, 80, '"Creator bundle" ROAS fell', { s: 15, f: '#dcdcf5' }) +
        T(22, 104, 'from 4.1× to 2.6× since Tuesday.', { s: 15, f: '#dcdcf5' }) +
        T(22, 134, 'View campaign →', { s: 13, w: 700, f: KS.cyan }),
    ),
  );
  d.add(
    T(
      800,
      850,
      '64 components · documented with usage notes · shared by the marketing site and the app',
      { s: 15, f: '#5b5f82' },
    ),
  );
  return d;
}

/* ------------------------------------------------------------------ Mareo Bike Share (mobile) */

const MR = {
  blue: '#1747c9',
  deep: '#0b1f4d',
  yellow: '#ffd23f',
  sea: '#e8f0ff',
  text: '#5f6b85',
  map: '#eef2f7',
  water: '#c9dcf5',
  park: '#d8eed8',
  green: '#1f9d6b',
};
const MR_BIKE = 'M-14 6H0L-5-8ZM-5-8H8L0 6M8-8L14 6M8-8l-2-5h5M-8-9h6';
const mrBike = (cx, cy, s, color, sw = 2.5) =>
  G(
    tr(cx, cy, s),
    C(-14, 6, 9, 'none', { stroke: color, 'stroke-width': sw / s }) +
      C(14, 6, 9, 'none', { stroke: color, 'stroke-width': sw / s }) +
      S(MR_BIKE, color, sw / s),
  );
const mrIcon = (x, y, s) =>
  G(
    tr(x, y, s / 100),
    R(0, 0, 100, 100, MR.blue, 23) + C(74, 26, 10, MR.yellow) + mrBike(50, 56, 1.7, '#fff', 5.5),
  );
function mrMap(w, h) {
  let s =
    R(0, 0, w, h, MR.map) +
    P(
      `M0 ${n1(h * 0.6)}C${n1(w * 0.25)} ${n1(h * 0.56)} ${n1(w * 0.42)} ${n1(h * 0.72)} ${n1(w * 0.34)} ${h}H0Z`,
      MR.water,
    ) +
    E(w * 0.78, h * 0.3, w * 0.16, h * 0.08, MR.park, {
      transform: `rotate(-12 ${n1(w * 0.78)} ${n1(h * 0.3)})`,
    });
  s += S(
    `M-10 ${n1(h * 0.22)}L${w + 10} ${n1(h * 0.3)}M${n1(w * 0.3)} -10L${n1(w * 0.52)} ${h + 10}M-10 ${n1(h * 0.5)}L${w + 10} ${n1(h * 0.44)}M${n1(w * 0.75)} -10L${n1(w * 0.7)} ${h + 10}`,
    '#fff',
    12,
  );
  s += S(
    `M-10 ${n1(h * 0.36)}L${w + 10} ${n1(h * 0.38)}M${n1(w * 0.12)} -10L${n1(w * 0.2)} ${n1(h * 0.56)}M${n1(w * 0.55)} -10L${n1(w * 0.9)} ${h + 10}M${n1(w * 0.42)} ${n1(h * 0.66)}L${w + 10} ${n1(h * 0.62)}`,
    '#fff',
    6,
  );
  return s;
}
const mrStation = (x, y, n, ebike) =>
  P(`M${x - 6} ${y + 12}L${x} ${y + 20}L${x + 6} ${y + 12}Z`, ebike ? MR.yellow : MR.blue) +
  R(x - 19, y - 14, 38, 28, ebike ? MR.yellow : MR.blue, 14, {
    stroke: '#fff',
    'stroke-width': 2.5,
  }) +
  T(x, y + 5, String(n), { s: 14, w: 800, f: ebike ? MR.deep : '#fff', a: 'middle' });
const mrStats = (y, items) =>
  items
    .map(
      ([v, l, c], i) =>
        R(24 + i * 106, y, 98, 64, c[0], 14) +
        T(73 + i * 106, y + 30, v, { s: 20, w: 800, f: c[1], a: 'middle' }) +
        T(73 + i * 106, y + 50, l, { s: 11.5, w: 600, f: c[1], a: 'middle', o: 0.8 }),
    )
    .join('');
const MR_ROUTE = 'M70 560L120 470L110 400L190 360L230 270L300 250';
const mrScreens = (d) => ({
  map: () =>
    mrMap(SW, SH) +
    mrStation(90, 250, 7) +
    mrStation(250, 190, 3, true) +
    mrStation(180, 390, 12) +
    mrStation(300, 420, 5, true) +
    mrStation(70, 470, 2) +
    C(150, 330, 22, MR.blue, { opacity: 0.15 }) +
    C(150, 330, 8, MR.blue, { stroke: '#fff', 'stroke-width': 3 }) +
    status(MR.deep) +
    R(16, 52, 328, 48, '#fff', 24, { filter: d.shadow('s') }) +
    C(44, 76, 7, 'none', { stroke: MR.text, 'stroke-width': 2 }) +
    S('M49 81l5 5', MR.text, 2) +
    T(64, 81, 'Where to?', { s: 15, f: MR.text }) +
    R(16, 112, 250, 36, '#fff', 18, { filter: d.shadow('s') }) +
    R(20, 116, 76, 28, MR.deep, 14) +
    T(58, 135, 'Bikes', { s: 13, w: 700, f: '#fff', a: 'middle' }) +
    T(135, 135, 'E-bikes', { s: 13, w: 600, f: MR.deep, a: 'middle' }) +
    T(218, 135, 'Docks', { s: 13, w: 600, f: MR.deep, a: 'middle' }) +
    R(0, 478, SW, 290, '#fff', 24) +
    R(160, 490, 40, 5, '#d3d9e4', 2.5) +
    T(24, 530, 'Quai Duperré', { s: 22, w: 800, f: MR.deep, ls: -0.3 }) +
    T(24, 554, '2 min walk · 140 m · open 24/7', { s: 13.5, f: MR.text }) +
    mrStats(572, [
      ['7', 'bikes', [MR.sea, MR.blue]],
      ['3', 'e-bikes', ['#fff5cc', '#8a6a00']],
      ['5', 'free docks', ['#f1f3f7', MR.text]],
    ]) +
    btn(24, 664, 'Scan to unlock', { bg: MR.yellow, fg: MR.deep, width: 312, h: 54, s: 17 }) +
    homeBar(MR.deep),
  unlock: () =>
    R(0, 0, SW, SH, '#10182d') +
    C(180, 300, 200, '#1c2742') +
    R(60, 130, 240, 300, '#25304d', 20) +
    R(110, 190, 140, 140, '#fff', 10) +
    qr(122, 202, 116, MR.deep, 2047) +
    S('M90 190v-30h30M270 190v-30h-30M90 330v30h30M270 330v30h-30', MR.yellow, 5) +
    R(96, 262, 168, 3, MR.yellow, 1.5) +
    status('#fff') +
    S('M30 64l14 14M44 64L30 78', '#fff', 2.5) +
    T(180, 88, 'Scan the code on the handlebar', { s: 15, w: 600, f: '#fff', a: 'middle' }) +
    C(120, 460, 24, '#25304d') +
    S('M116 448h8l-2 8h5l-9 14 2-10h-5z', MR.yellow, 2) +
    T(160, 466, 'Enter bike number', { s: 14, w: 600, f: '#c3cbe0' }) +
    R(0, 520, SW, 250, '#fff', 24) +
    R(24, 548, 56, 56, MR.sea, 14) +
    mrBike(52, 576, 1, MR.blue, 2.5) +
    T(96, 570, 'E-bike #2047', { s: 20, w: 800, f: MR.deep }) +
    T(96, 594, 'Battery 86% · range about 42 km', { s: 13.5, f: MR.text }) +
    R(24, 620, 312, 8, '#eef1f6', 4) +
    R(24, 620, 268, 8, MR.green, 4) +
    btn(24, 652, 'Unlock and ride', { bg: MR.yellow, fg: MR.deep, width: 312, h: 54, s: 17 }) +
    homeBar(MR.deep),
  ride: () =>
    mrMap(SW, SH) +
    S(MR_ROUTE, '#fff', 12) +
    S(MR_ROUTE, MR.blue, 6) +
    C(70, 560, 9, '#fff', { stroke: MR.blue, 'stroke-width': 4 }) +
    C(300, 250, 16, MR.yellow, { stroke: '#fff', 'stroke-width': 3 }) +
    mrBike(300, 249, 0.5, MR.deep, 2) +
    mrStation(200, 180, 4) +
    status(MR.deep) +
    R(16, 52, 328, 150, MR.deep, 22) +
    C(40, 82, 6, '#3ddc97') +
    T(54, 87, 'Riding · E-bike #2047', { s: 13.5, w: 600, f: '#c3cbe0' }) +
    T(36, 140, '12:48', { s: 46, w: 800, f: '#fff', ls: -1 }) +
    T(36, 176, '3.1 km  ·  €1.20  ·  0.6 kg CO₂ saved', { s: 13.5, w: 600, f: MR.yellow }) +
    R(0, 560, SW, 210, '#fff', 24) +
    T(24, 598, 'Nearest free docks', { s: 16, w: 800, f: MR.deep }) +
    [
      ['Place de Verdun', '4 docks · 350 m'],
      ['Vieux-Port', '9 docks · 600 m'],
    ]
      .map(
        ([n, m], i) =>
          R(24, 614 + i * 60, 312, 52, '#f4f6fa', 14) +
          C(50, 640 + i * 60, 12, MR.blue) +
          T(50, 645 + i * 60, 'P', { s: 13, w: 800, f: '#fff', a: 'middle' }) +
          T(74, 636 + i * 60, n, { s: 14.5, w: 700, f: MR.deep }) +
          T(74, 655 + i * 60, m, { s: 12.5, f: MR.text }),
      )
      .join(''),
  done: () =>
    R(0, 0, SW, SH, '#fff') +
    status(MR.deep) +
    C(180, 130, 40, '#e3f6ee') +
    check(180, 132, 30, MR.green, 5) +
    T(180, 212, 'Ride complete', { s: 28, w: 800, f: MR.deep, a: 'middle', ls: -0.5 }) +
    T(180, 238, 'Docked at Vieux-Port · 18:42', { s: 14, f: MR.text, a: 'middle' }) +
    G(
      tr(24, 262),
      G(null, mrMap(312, 160) + S('M30 140L70 90L60 60L130 40L190 70L280 30', MR.blue, 5), {
        'clip-path': d.clip(0, 0, 312, 160, 16),
      }),
    ) +
    mrStats(442, [
      ['14 min', 'duration', [MR.sea, MR.blue]],
      ['3.4 km', 'distance', [MR.sea, MR.blue]],
      ['€1.40', 'cost', [MR.sea, MR.blue]],
    ]) +
    R(24, 518, 312, 56, '#e3f6ee', 14) +
    T(180, 552, '0.7 kg of CO₂ saved vs. driving', { s: 14.5, w: 700, f: MR.green, a: 'middle' }) +
    T(180, 608, 'How was your ride?', { s: 15, w: 700, f: MR.deep, a: 'middle' }) +
    [0, 1, 2, 3, 4]
      .map((i) => star(112 + i * 34, 634, 13, i < 4 ? MR.yellow : '#dde2ec'))
      .join('') +
    btn(24, 668, 'Done', { bg: MR.deep, width: 312, h: 52, s: 16 }) +
    homeBar(MR.deep),
  passes: () => {
    let s =
      R(0, 0, SW, SH, '#f4f6fa') +
      status(MR.deep) +
      T(24, 96, 'Passes', { s: 30, w: 800, f: MR.deep, ls: -0.5 }) +
      T(24, 122, 'Ride as often as you like, 30 min free per trip', { s: 13, f: MR.text });
    [
      ['Day pass', '€5', '24 hours · e-bikes +€1 per ride', false],
      ['Week pass', '€12', '7 days · ideal for visitors', false],
      ['Annual', '€39', 'Unlimited 30-min rides · 12 months', true],
    ].forEach(([n, p, m, hi], i) => {
      const y = 146 + i * 128;
      s +=
        R(24, y, 312, 112, hi ? MR.blue : '#fff', 20) +
        T(44, y + 40, n, { s: 19, w: 800, f: hi ? '#fff' : MR.deep }) +
        T(316, y + 44, p, { s: 30, w: 800, f: hi ? MR.yellow : MR.deep, a: 'end' }) +
        T(44, y + 66, m, { s: 13, f: hi ? '#d6e0ff' : MR.text });
      if (hi)
        s +=
          R(44, y + 80, 108, 22, MR.yellow, 11) +
          T(98, y + 95, 'Best value', { s: 11.5, w: 800, f: MR.deep, a: 'middle' });
    });
    s +=
      R(24, 540, 312, 76, '#fff', 20) +
      C(60, 578, 20, '#fff5cc') +
      T(60, 584, '%', { s: 16, w: 800, f: '#8a6a00', a: 'middle' }) +
      T(92, 572, 'Student or under 26?', { s: 15, w: 700, f: MR.deep }) +
      T(92, 594, 'Annual pass for €25 with your ID', { s: 13, f: MR.text });
    return s + tabBar('#fff', MR.deep, 2, MR.blue, ['Map', 'Rides', 'Passes', 'Account']);
  },
});
function mrCover() {
  const d = new Doc(1200, 900, 'Mareo Bike Share app: station map, unlock and ride screens');
  const sc = mrScreens(d);
  d.add(
    R(0, 0, 1200, 900, MR.blue),
    C(1060, 120, 220, '#2a5ad8'),
    C(120, 820, 260, '#2a5ad8'),
    C(1080, 780, 60, MR.yellow),
  );
  d.add(
    phone(d, 110, 190, 300, sc.map),
    phone(d, 450, 110, 300, sc.unlock),
    phone(d, 790, 190, 300, sc.ride),
  );
  return d;
}
function mrG1() {
  const d = new Doc(1600, 1000, 'Mareo Bike Share rental flow: scan, ride, dock');
  const sc = mrScreens(d);
  d.add(
    R(0, 0, 1600, 1000, MR.sea),
    caption(110, 110, 'Service design', 'Scan, ride, dock: one gesture each', MR.deep, MR.blue),
  );
  [
    ['1', 'Scan', sc.unlock],
    ['2', 'Ride', sc.ride],
    ['3', 'Dock', sc.done],
  ].forEach(([n, l, fn], i) => {
    const x = 190 + i * 440;
    d.add(
      C(x + 20, 228, 20, MR.yellow),
      T(x + 20, 235, n, { s: 18, w: 800, f: MR.deep, a: 'middle' }),
      T(x + 54, 236, l, { s: 22, w: 800, f: MR.deep }),
      phone(d, x, 280, 320, fn),
    );
    if (i < 2) d.add(S(`M${x + 350} 600h60m-12-12 12 12-12 12`, MR.blue, 3));
  });
  return d;
}
function mrG2() {
  const d = new Doc(1600, 1000, 'Mareo Bike Share passes screen and results');
  d.add(R(0, 0, 1600, 1000, MR.deep), C(1300, 500, 420, '#12295f'));
  d.add(phone(d, 1040, 110, 380, mrScreens(d).passes));
  d.add(
    T(140, 220, 'RESULTS AFTER SIX MONTHS', { s: 14, w: 700, ls: 3, f: MR.yellow }),
    T(140, 282, 'Fewer taps, happier', { s: 52, w: 800, f: '#fff', ls: -1.2 }),
    T(140, 342, 'riders, more passes.', { s: 52, w: 800, f: '#fff', ls: -1.2 }),
  );
  [
    ['48 s → 11 s', 'average time to unlock a bike'],
    ['2.6 → 4.7', 'store rating, iOS and Android'],
    ['+52%', 'day passes sold in the app'],
  ].forEach(([big, l], i) => {
    const y = 430 + i * 150;
    d.add(
      L(140, y, 860, y, '#2a3d6e', 2),
      T(140, y + 74, big, { s: 48, w: 800, f: MR.yellow, ls: -1 }),
      T(140, y + 110, l, { s: 20, f: '#c3cbe0' }),
    );
  });
  return d;
}
function mrG3() {
  const d = new Doc(
    1600,
    1000,
    'Mareo Bike Share UI kit: app icon, map markers, colours and components',
  );
  d.add(
    R(0, 0, 1600, 1000, '#f4f6fa'),
    caption(100, 110, 'UI kit', 'Readable in full sun, at a glance', MR.deep, MR.blue),
  );
  d.add(
    R(100, 190, 420, 720, MR.deep, 24),
    mrIcon(190, 300, 240),
    T(310, 620, 'Mareo', { s: 40, w: 800, f: '#fff', a: 'middle' }),
    T(310, 656, 'Bikes by the sea, La Rochelle', { s: 17, f: '#c3cbe0', a: 'middle' }),
  );
  [
    [MR.blue, 'Harbour'],
    [MR.yellow, 'Sun'],
    [MR.deep, 'Night'],
    [MR.green, 'Go'],
  ].forEach(([c, n], i) =>
    d.add(
      C(160 + i * 100, 760, 30, c, { stroke: '#2a3d6e', 'stroke-width': 2 }),
      T(160 + i * 100, 820, n, { s: 14, w: 600, f: '#c3cbe0', a: 'middle' }),
    ),
  );
  d.add(
    R(560, 190, 940, 330, '#fff', 24),
    T(600, 240, 'Map markers', { s: 18, w: 700, f: MR.deep }),
  );
  d.add(
    G(
      tr(560, 250, 1.6),
      mrStation(60, 60, 7) +
        mrStation(140, 60, 3, true) +
        mrStation(220, 60, 12) +
        C(300, 60, 18, MR.blue, { opacity: 0.15 }) +
        C(300, 60, 7, MR.blue, { stroke: '#fff', 'stroke-width': 3 }) +
        R(345, 46, 38, 28, '#c3cbe0', 14, { stroke: '#fff', 'stroke-width': 2.5 }) +
        T(364, 65, '0', { s: 14, w: 800, f: '#fff', a: 'middle' }),
    ),
  );
  ['Classic bikes', 'E-bikes', 'Busy station', 'You are here', 'Empty'].forEach((l, i) =>
    d.add(T(560 + [60, 140, 220, 300, 364][i] * 1.6, 440, l, { s: 14, f: MR.text, a: 'middle' })),
  );
  d.add(
    T(
      600,
      484,
      'Counts are always numbers, never colour alone, so the map works for colour-blind riders.',
      { s: 15, f: MR.text },
    ),
  );
  d.add(
    R(560, 550, 940, 360, '#fff', 24),
    T(600, 600, 'Components', { s: 18, w: 700, f: MR.deep }),
  );
  d.add(
    btn(600, 630, 'Scan to unlock', { bg: MR.yellow, fg: MR.deep, s: 17, h: 54 }),
    btn(600 + btnW('Scan to unlock', 17) + 20, 630, 'End ride', {
      bg: '#fff',
      fg: MR.deep,
      stroke: '#d3d9e4',
      s: 17,
      h: 54,
    }),
  );
  d.add(
    G(
      tr(576, 710),
      mrStats(0, [
        ['7', 'bikes', [MR.sea, MR.blue]],
        ['3', 'e-bikes', ['#fff5cc', '#8a6a00']],
        ['5', 'free docks', ['#f1f3f7', MR.text]],
      ]),
    ),
  );
  [0, 1, 2].forEach((i) => {
    const cx = 1080 + i * 130;
    d.add(
      C(cx, 700, 44, MR.sea),
      mrBike(cx, 698, 1.3, MR.blue, 2.5),
      T(cx, 770, ['Classic', 'E-bike', 'Cargo'][i], { s: 14, w: 600, f: MR.text, a: 'middle' }),
    );
    if (i === 1)
      d.add(
        P(`M${cx + 22} 666l-6 10h6l-4 8 10-12h-6l4-6z`, MR.yellow, {
          stroke: MR.deep,
          'stroke-width': 1,
        }),
      );
    if (i === 2) d.add(R(cx - 4, 690, 22, 12, MR.blue, 3));
  });
  return d;
}

/* ------------------------------------------------------------------ Quillstone Press (web) */

const QS = {
  wine: '#6b1e2e',
  paper: '#f4ede1',
  gold: '#c8a04a',
  ink: '#221a18',
  text: '#6e625a',
  line: '#e2d7c6',
};
const qsMark = (x, y, s, fg = QS.ink, acc = QS.gold) =>
  G(
    tr(x, y, s / 40),
    E(20, 22, 19, 16, fg) +
      P('M20 6l7 14-7 14-7-14z', acc) +
      S('M20 20v10', fg, 1.8) +
      C(20, 19, 2.2, fg),
  );
const qsLogo = (x, y) =>
  qsMark(x, y, 40) +
  T(x + 50, y + 24, 'Quillstone', { s: 25, f: QS.ink, c: 'sf' }) +
  T(x + 51, y + 40, 'PRESS', { s: 9.5, w: 700, f: QS.wine, ls: 3 });
const QS_BOOKS = [
  ['The Salt Archive', 'Marta Velasco', QS.wine, QS.gold],
  ['Winter Orchard', 'Ji-woo Han', '#2e4a6b', '#f1d9b0'],
  ['A Map of Small Rivers', 'Tomasz Wilk', '#5d7a5e', '#f4ede1'],
  ['The Glass Orchestra', 'Inês Carvalho', '#d27d4e', '#2b1d16'],
  ['Letters from the Quarry', 'Aurélie Fontan', '#3a3330', '#e9c46a'],
  ['Lowland Weather', 'Pieter de Graaf', '#9fb7c9', '#1f2a44'],
  ['Seven Small Fires', 'Amaia Etxeberria', '#b8423a', '#fbe3c8'],
  ['The Night Ferry', 'Yusuf Aydın', '#1f2a44', '#f2b84b'],
];
function qsBook(x, y, w, i, o = {}) {
  const [title, author, bg, fg] = QS_BOOKS[i];
  const h = w * 1.5;
  let art = '';
  const cx = w / 2;
  const v = i % 6;
  if (v === 0)
    art =
      C(cx, h * 0.55, w * 0.26, fg) +
      R(w * 0.12, h * 0.62, w * 0.76, h * 0.02, bg) +
      R(w * 0.18, h * 0.66, w * 0.64, h * 0.015, fg) +
      R(w * 0.26, h * 0.7, w * 0.48, h * 0.012, fg);
  if (v === 1)
    art = [0, 1, 2, 3, 4]
      .map((k) =>
        R(w * (0.14 + k * 0.15), h * 0.36, w * 0.07, h * 0.42, fg, w * 0.035, {
          opacity: n1(1 - k * 0.15),
        }),
      )
      .join('');
  if (v === 2)
    art = S(
      `M${n1(w * 0.1)} ${n1(h * 0.5)}c${n1(w * 0.2)}-${n1(h * 0.1)} ${n1(w * 0.3)} ${n1(h * 0.12)} ${n1(w * 0.5)} 0s${n1(w * 0.2)} ${n1(h * 0.1)} ${n1(w * 0.3)} 0M${n1(w * 0.1)} ${n1(h * 0.6)}c${n1(w * 0.2)}-${n1(h * 0.1)} ${n1(w * 0.3)} ${n1(h * 0.12)} ${n1(w * 0.5)} 0s${n1(w * 0.2)} ${n1(h * 0.1)} ${n1(w * 0.3)} 0M${n1(w * 0.1)} ${n1(h * 0.7)}c${n1(w * 0.2)}-${n1(h * 0.1)} ${n1(w * 0.3)} ${n1(h * 0.12)} ${n1(w * 0.5)} 0s${n1(w * 0.2)} ${n1(h * 0.1)} ${n1(w * 0.3)} 0`,
      fg,
      w * 0.025,
    );
  if (v === 3)
    art = [0.3, 0.22, 0.14, 0.06].map((r, k) => C(cx, h * 0.56, w * r, k % 2 ? bg : fg)).join('');
  if (v === 4)
    art = P(
      `M${n1(w * 0.12)} ${n1(h * 0.78)}L${n1(w * 0.4)} ${n1(h * 0.4)}L${n1(w * 0.56)} ${n1(h * 0.6)}L${n1(w * 0.68)} ${n1(h * 0.48)}L${n1(w * 0.88)} ${n1(h * 0.78)}Z`,
      fg,
    );
  if (v === 5)
    art =
      P(
        `M${n1(w * 0.2)} ${n1(h * 0.8)}V${n1(h * 0.5)}a${n1(w * 0.3)} ${n1(w * 0.3)} 0 0 1 ${n1(w * 0.6)} 0V${n1(h * 0.8)}Z`,
        fg,
      ) + C(cx, h * 0.5, w * 0.08, bg);
  const words = title.split(' ');
  const lines = [];
  for (const wd of words) {
    const last = lines[lines.length - 1];
    if (last && (last + ' ' + wd).length <= 13) lines[lines.length - 1] = last + ' ' + wd;
    else lines.push(wd);
  }
  const ts = w * 0.1;
  return G(
    tr(x, y, 1, o.rot),
    R(0, 0, w, h, bg, 3, o.flat ? {} : { filter: 'url(#shs)' }) +
      R(0, 0, w * 0.03, h, '#000', 0, { opacity: 0.15 }) +
      art +
      lines
        .map((l, k) =>
          T(cx, h * 0.13 + k * ts * 1.15, l, { s: n1(ts), f: fg, a: 'middle', c: 'sf' }),
        )
        .join('') +
      T(cx, h * 0.92, author.toUpperCase(), {
        s: n1(w * 0.05),
        w: 700,
        f: fg,
        a: 'middle',
        ls: 1,
        o: 0.85,
      }),
  );
}
const qsNav = (W) =>
  R(0, 0, W, 84, QS.paper) +
  qsLogo(48, 20) +
  navLinks(W - 220, 48, ['Books', 'Authors', 'Journal', 'Events'], { s: 16, f: QS.ink }) +
  S(`M${W - 170} 36h22l-2 20h-18zM${W - 165} 36v-4a6 6 0 0 1 12 0v4`, QS.ink, 2) +
  T(W - 136, 52, 'Basket (2)', { s: 16, w: 600, f: QS.ink }) +
  L(0, 84, W, 84, QS.line, 1.5);
function qsHome(d) {
  d.shadow('s');
  return (W) => {
    let s = R(0, 0, W, 1400, QS.paper) + qsNav(W);
    s += T(64, 190, 'NEW IN TRANSLATION · AUTUMN 2025', { s: 14, w: 700, ls: 2.5, f: QS.wine });
    s +=
      T(64, 262, 'Fiction and essays,', { s: 58, w: 800, f: QS.ink, ls: -1.5 }) +
      T(64, 330, 'carefully translated.', { s: 58, w: 800, f: QS.ink, ls: -1.5 });
    s +=
      T(64, 380, 'An independent press publishing 12 books a year from 9 languages.', {
        s: 19,
        f: QS.text,
      }) +
      T(64, 408, 'Sent from our warehouse in the Drôme, wrapped in paper, never plastic.', {
        s: 19,
        f: QS.text,
      });
    s +=
      btn(64, 448, 'Browse the catalogue', { bg: QS.wine, s: 16 }) +
      btn(64 + btnW('Browse the catalogue', 16) + 16, 448, 'Join the newsletter', {
        bg: 'none',
        fg: QS.ink,
        stroke: QS.ink,
        s: 16,
      });
    s +=
      R(740, 124, 476, 420, QS.wine, 8) +
      T(768, 524, 'BOOK OF THE MONTH', { s: 12, w: 700, ls: 2, f: QS.gold }) +
      qsBook(860, 172, 230, 0, { rot: -3 });
    s +=
      T(64, 622, 'New this season', { s: 30, w: 800, f: QS.ink, ls: -0.5 }) +
      T(1216, 622, 'See all 140 titles →', { s: 16, w: 700, f: QS.wine, a: 'end' });
    [1, 2, 3, 4, 6].forEach((b, i) => {
      const x = 64 + i * 236;
      s +=
        qsBook(x, 650, 212, b) +
        T(x, 996, QS_BOOKS[b][0], { s: 17, w: 700, f: QS.ink }) +
        T(x, 1020, `${QS_BOOKS[b][1]} · €${[21, 19, 24, 18, 22][i]}`, { s: 15, f: QS.text });
    });
    return s;
  };
}
function qsCatalogue(d) {
  d.shadow('s');
  return (W) => {
    let s = R(0, 0, W, 1400, QS.paper) + qsNav(W);
    s +=
      T(64, 134, 'Home  /  Books', { s: 14, f: QS.text }) +
      T(64, 190, 'Catalogue', { s: 46, w: 800, f: QS.ink, ls: -1.2 }) +
      T(64, 224, '140 titles from 23 languages', { s: 17, f: QS.text });
    s += btn(1016, 164, 'Sort: newest first  ▾', {
      s: 14,
      h: 40,
      bg: '#fff',
      fg: QS.ink,
      stroke: QS.line,
    });
    [
      [
        'GENRE',
        [
          ['Fiction', 1],
          ['Essays', 1],
          ['Poetry', 0],
          ['Memoir', 0],
        ],
      ],
      [
        'TRANSLATED FROM',
        [
          ['Spanish', 0],
          ['Korean', 0],
          ['Polish', 0],
          ['Portuguese', 0],
          ['Basque', 0],
        ],
      ],
      [
        'FORMAT',
        [
          ['Paperback', 1],
          ['Ebook', 0],
        ],
      ],
    ].reduce((y, [h, items]) => {
      s += T(64, y, h, { s: 12.5, w: 800, f: QS.text, ls: 2 });
      items.forEach(
        ([l, on], i) =>
          (s +=
            R(
              64,
              y + 20 + i * 34,
              18,
              18,
              on ? QS.wine : '#fff',
              4,
              on ? {} : { stroke: '#c9bba6', 'stroke-width': 1.5 },
            ) +
            (on ? check(73, y + 29 + i * 34, 9, '#fff', 2) : '') +
            T(94, y + 34 + i * 34, l, { s: 15, f: QS.ink })),
      );
      return y + 50 + items.length * 34;
    }, 290);
    [0, 1, 2, 3, 4, 5, 6, 7].forEach((b, i) => {
      const x = 300 + (i % 4) * 232;
      const y = 262 + Math.floor(i / 4) * 420;
      s +=
        qsBook(x, y, 200, b) +
        T(x, y + 330, QS_BOOKS[b][0], { s: 16, w: 700, f: QS.ink }) +
        T(x, y + 354, QS_BOOKS[b][1], { s: 14, f: QS.text }) +
        T(x + 200, y + 354, `€${[22, 21, 19, 24, 20, 18, 22, 23][i]}`, {
          s: 15,
          w: 700,
          f: QS.ink,
          a: 'end',
        });
    });
    return s;
  };
}
function qsDetail(d) {
  d.shadow('s');
  return (W) => {
    let s = R(0, 0, W, 1400, QS.paper) + qsNav(W);
    s +=
      T(64, 134, 'Books  /  Fiction  /  The Salt Archive', { s: 14, f: QS.text }) +
      R(64, 164, 480, 640, '#eadfcd', 8) +
      qsBook(154, 214, 300, 0);
    s +=
      T(600, 230, 'The Salt Archive', { s: 52, w: 800, f: QS.ink, ls: -1.5 }) +
      T(600, 272, 'Marta Velasco', { s: 22, w: 600, f: QS.wine });
    s += T(600, 304, 'Translated from the Spanish by Helen Ward', { s: 17, f: QS.text });
    s +=
      T(600, 376, '€22', { s: 40, w: 800, f: QS.ink }) +
      T(690, 374, 'Paperback · 312 pages · free delivery from €35', { s: 16, f: QS.text });
    s +=
      btn(600, 404, 'Paperback', { s: 15, h: 42, bg: QS.ink }) +
      btn(600 + btnW('Paperback', 15) + 10, 404, 'Ebook · €12', {
        s: 15,
        h: 42,
        bg: '#fff',
        fg: QS.ink,
        stroke: QS.line,
      });
    s +=
      btn(600, 474, 'Add to basket', { bg: QS.wine, s: 17, h: 54, width: 300 }) +
      T(930, 508, 'Read an extract →', { s: 16, w: 700, f: QS.wine });
    s += bars(600, 570, [600, 580, 610, 520, 590, 400], '#dcd0bd', 9, 24);
    s +=
      R(600, 730, 616, 74, '#fff', 8) +
      R(600, 730, 5, 74, QS.gold) +
      T(626, 762, '"A tender, salt-crusted novel about what families choose to keep."', {
        s: 16,
        f: QS.ink,
        c: 'sf',
        i: true,
      }) +
      T(626, 788, 'Marie Dutilleul, bookseller in Valence', { s: 13, w: 700, f: QS.text });
    return s;
  };
}
const qsMobile = () =>
  R(0, 0, SW, SH, QS.paper) +
  status(QS.ink) +
  qsMark(20, 52, 32) +
  S('M300 62h32M300 72h32M300 82h32', QS.ink, 2.5) +
  R(0, 100, SW, 330, '#eadfcd') +
  qsBook(105, 124, 150, 0) +
  T(24, 472, 'The Salt Archive', { s: 28, w: 800, f: QS.ink, ls: -0.6 }) +
  T(24, 498, 'Marta Velasco', { s: 16, w: 600, f: QS.wine }) +
  T(24, 522, 'Translated from the Spanish by Helen Ward', { s: 13, f: QS.text }) +
  T(24, 566, '€22', { s: 26, w: 800, f: QS.ink }) +
  T(84, 565, 'Paperback · 312 pages', { s: 13.5, f: QS.text }) +
  bars(24, 590, [312, 290, 240], '#dcd0bd', 7, 18) +
  btn(24, 660, 'Add to basket', { bg: QS.wine, width: 312, h: 54, s: 17 }) +
  homeBar(QS.ink);
function qsCover() {
  const d = new Doc(1200, 900, 'Quillstone Press bookshop website');
  d.add(R(0, 0, 1200, 900, '#e9dcc7'), R(0, 600, 1200, 300, QS.wine));
  d.add(browser(d, 70, 90, 1060, 760, 'quillstonepress.example', qsHome(d)));
  return d;
}
function qsG0() {
  const d = new Doc(1600, 1000, 'Quillstone Press home page');
  d.add(R(0, 0, 1600, 1000, '#e9dcc7'), R(0, 640, 1600, 360, '#d9c6a8'));
  d.add(browser(d, 110, 70, 1380, 1000, 'quillstonepress.example', qsHome(d)));
  return d;
}
function qsG1() {
  const d = new Doc(1600, 1000, 'Quillstone Press catalogue page with filters');
  d.add(R(0, 0, 1600, 1000, QS.wine));
  d.add(browser(d, 110, 70, 1380, 1000, 'quillstonepress.example/books', qsCatalogue(d)));
  return d;
}
function qsG2() {
  const d = new Doc(1600, 1000, 'Quillstone Press book page on desktop and mobile');
  d.add(R(0, 0, 1600, 1000, '#e9dcc7'), C(1450, 150, 260, QS.gold, { opacity: 0.25 }));
  d.add(
    browser(d, 80, 90, 1200, 820, 'quillstonepress.example/books/the-salt-archive', qsDetail(d)),
  );
  d.add(phone(d, 1190, 250, 320, qsMobile));
  return d;
}

/* ------------------------------------------------------------------ tool & social icons */

const ICON_INK = '#1b1e27';
const toolSvg = (title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img"><title>${esc(title)}</title><g fill="none" stroke="${ICON_INK}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>\n`;
const TOOL_ICONS = {
  'vector-design': () =>
    '<path d="M16 68C28 22 68 22 80 68"/><path d="M16 68L26 30M80 68L70 30" stroke-width="2"/>' +
    `<circle cx="26" cy="30" r="4.5" fill="#fff"/><circle cx="70" cy="30" r="4.5" fill="#fff"/><rect x="10" y="62" width="12" height="12" rx="2" fill="${CORAL}" stroke="none"/><rect x="74" y="62" width="12" height="12" rx="2" fill="${CORAL}" stroke="none"/><rect x="42" y="29" width="12" height="12" rx="2" fill="#fff"/>`,
  prototyping: () =>
    '<rect x="10" y="24" width="30" height="52" rx="6"/><rect x="56" y="24" width="30" height="52" rx="6"/><path d="M17 34h16M63 34h16M63 42h10" stroke-width="2.5"/>' +
    `<circle cx="25" cy="58" r="6" fill="${CORAL}" stroke="none"/><path d="M30 54C42 40 52 34 60 52" stroke="${CORAL}"/><path d="M54 50l6 2 2-6" stroke="${CORAL}"/>`,
  'code-editor': () =>
    `<rect x="10" y="18" width="76" height="60" rx="8"/><path d="M10 31h76"/><circle cx="19" cy="24.5" r="1.5" fill="${ICON_INK}"/><circle cx="26" cy="24.5" r="1.5" fill="${ICON_INK}"/><path d="M36 45l-9 9 9 9M60 45l9 9-9 9"/><path d="M53 42l-10 24" stroke="${CORAL}"/>`,
  terminal: () =>
    `<rect x="10" y="18" width="76" height="60" rx="8" fill="${ICON_INK}"/><path d="M24 40l11 8-11 8" stroke="${CORAL}"/><path d="M42 60h18" stroke="#f7f6f3"/>`,
  'version-control': () =>
    `<circle cx="28" cy="20" r="7"/><circle cx="28" cy="76" r="7"/><circle cx="68" cy="36" r="7" fill="${CORAL}" stroke="${CORAL}"/><path d="M28 27v42"/><path d="M68 43v3c0 12-10 14-20 16s-20 4-20 14" stroke="${CORAL}"/>`,
  'colour-systems': () =>
    '<g transform="rotate(-28 48 78)"><rect x="38" y="16" width="20" height="62" rx="6" fill="#f6c2b3"/></g>' +
    `<rect x="38" y="16" width="20" height="62" rx="6" fill="${CORAL}" stroke="${CORAL}"/><g transform="rotate(28 48 78)"><rect x="38" y="16" width="20" height="62" rx="6" fill="#fff"/></g><circle cx="48" cy="70" r="3" fill="${ICON_INK}" stroke="none"/>`,
  typography: () =>
    `<path d="M14 76L34 20L54 76M21 58h26"/><path d="M10 76h16M42 76h16" stroke-width="2.5"/><circle cx="70" cy="66" r="10" stroke="${CORAL}"/><path d="M80 56v20" stroke="${CORAL}"/>`,
  'photo-editing': () =>
    `<rect x="14" y="22" width="68" height="52" rx="7"/><path d="M20 68l18-20 12 12 9-8 17 16"/><circle cx="64" cy="38" r="6" fill="${CORAL}" stroke="none"/><path d="M8 32V14h18M88 64v18H70" stroke="${CORAL}"/>`,
  '3d-rendering': () =>
    `<path d="M48 12L82 31L48 50L14 31Z" fill="${CORAL}" stroke="${CORAL}"/><path d="M14 31V66L48 85V50Z" fill="#fff"/><path d="M82 31V66L48 85V50Z" fill="${ICON_INK}"/><path d="M48 12L82 31L48 50L14 31Z"/>`,
  analytics: () =>
    `<path d="M12 82h72"/><rect x="18" y="56" width="12" height="20" rx="3"/><rect x="42" y="44" width="12" height="32" rx="3"/><rect x="66" y="50" width="12" height="26" rx="3"/><path d="M16 40l20-14 16 8 26-20" stroke="${CORAL}"/><path d="M68 14h10v10" stroke="${CORAL}"/>`,
};
const socialSvg = (title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" role="img"><title>${esc(title)}</title><g fill="none" stroke="#e9ebf2" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>\n`;
/** Generic glyphs (not the networks' logos): a profile card, code brackets, a pen nib. */
const SOCIAL_ICONS = {
  linkedin: () =>
    '<rect x="3" y="5" width="18" height="14" rx="2.5"/><circle cx="9" cy="10.5" r="2.2"/><path d="M5.8 16.2c.6-1.5 1.8-2.3 3.2-2.3s2.6.8 3.2 2.3M14.5 10h4M14.5 13.5h3"/>',
  github: () => '<path d="M8.5 7.5L4 12l4.5 4.5M15.5 7.5L20 12l-4.5 4.5M13.5 5.5l-3 13"/>',
  dribbble: () =>
    '<path d="M12 21l-6-8.5 2.5-6.5h7l2.5 6.5z"/><path d="M12 21v-7.2"/><circle cx="12" cy="12.3" r="1.5"/><path d="M8.5 3h7"/>',
};

/* ------------------------------------------------------------------ CV (hand-written PDF) */

// Standard Helvetica / Helvetica-Bold advance widths (1/1000 em) for ASCII 32–126.
const HELV = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELV_B = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
const WIN_ANSI = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
  œ: 0x9c,
  Œ: 0x8c,
  '₂': 0x32,
};
function winAnsi(str) {
  const bytes = [];
  for (const ch of str) {
    const c = ch.codePointAt(0);
    if (WIN_ANSI[ch] !== undefined) bytes.push(WIN_ANSI[ch]);
    else if (c < 0x80 || (c >= 0xa0 && c <= 0xff)) bytes.push(c);
    else bytes.push(0x3f);
  }
  return bytes;
}
function textWidth(str, size, bold) {
  const table = bold ? HELV_B : HELV;
  let w = 0;
  for (const b of winAnsi(str)) {
    if (b >= 32 && b <= 126) w += table[b - 32];
    else if (b === 0xb7 || b === 0x92 || b === 0x91) w += 278;
    else if (b === 0x97) w += 1000;
    else w += 556;
  }
  return (w * size) / 1000;
}
const pdfString = (str) =>
  '(' +
  winAnsi(str)
    .map((b) =>
      b === 0x28 || b === 0x29 || b === 0x5c
        ? '\\' + String.fromCharCode(b)
        : b < 32 || b > 126
          ? '\\' + b.toString(8).padStart(3, '0')
          : String.fromCharCode(b),
    )
    .join('') +
  ')';
const htmlToText = (html) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:])/g, '$1')
    .trim();
function wrap(str, size, width, bold) {
  const lines = [];
  let line = '';
  for (const word of str.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, size, bold) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
function buildCv({ about, experience, education, skills, portfolios, socialLinks }) {
  const W = 595.28;
  const H = 841.89;
  const left = 56;
  const right = W - 56;
  const ops = [];
  const rgb = (hex) =>
    [1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ');
  const text = (x, y, str, { size = 10, bold = false, color = '#1a1d26', spacing = 0 } = {}) =>
    ops.push(
      `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${rgb(color)} rg ${spacing} Tc 1 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)} Tm ${pdfString(str)} Tj ET`,
    );
  const rect = (x, y, w, h, color) =>
    ops.push(
      `${rgb(color)} rg ${x.toFixed(2)} ${y.toFixed(2)} ${w.toFixed(2)} ${h.toFixed(2)} re f`,
    );
  const MUTED = '#5d6270';
  let y = H - 70;
  rect(0, 0, 10, H, CORAL);
  text(left, y, `${about.first_name} ${about.last_name}`, { size: 30, bold: true, color: INK });
  y -= 24;
  text(left, y, about.title, { size: 13, color: CORAL });
  y -= 22;
  const linkedin = socialLinks.find((s) => /linkedin/i.test(s.name));
  const contact = [
    about.email,
    `+${about.phone}`,
    about.address,
    linkedin ? linkedin.link.replace(/^https:\/\/(www\.)?/, '') : '',
  ]
    .filter(Boolean)
    .join('   ·   ');
  text(left, y, contact, { size: 9, color: MUTED });
  const emailW = textWidth(about.email, 9);
  const emailBox = [left, y - 3, left + emailW, y + 10];
  y -= 18;
  rect(left, y, right - left, 0.8, '#d9dbe3');
  const heading = (label) => {
    y -= 22;
    text(left, y, label.toUpperCase(), { size: 8.5, bold: true, color: CORAL, spacing: 1.4 });
    y -= 15;
  };
  const paragraph = (str, size = 9.2, lead = 12.6, color = '#2c303b') => {
    for (const line of wrap(str, size, right - left)) {
      text(left, y, line, { size, color });
      y -= lead;
    }
  };
  heading('Profile');
  paragraph(htmlToText(about.freelancer), 9.6, 13.4);
  const timeline = (entries) =>
    entries.forEach((e, i) => {
      if (i) y -= 6;
      const years = `${e.from_year} – ${e.to_year === '' ? 'present' : e.to_year}`;
      const [role, org] = e.name.split(' · ');
      text(left, y, role, { size: 11, bold: true, color: INK });
      if (org) text(left + textWidth(role, 11, true), y, `  ·  ${org}`, { size: 11, color: MUTED });
      text(right - textWidth(years, 9.5, true), y, years, { size: 9.5, bold: true, color: MUTED });
      y -= 14;
      paragraph(e.description);
    });
  heading('Experience');
  timeline(experience);
  heading('Education');
  timeline(education);
  heading('Skills');
  const colW = (right - left - 32) / 2;
  skills.forEach((s, i) => {
    const x = left + (i % 2) * (colW + 32);
    const rowY = y - Math.floor(i / 2) * 26;
    text(x, rowY, s.name, { size: 9.5, color: '#2c303b' });
    rect(x, rowY - 10, colW, 4, '#eceef3');
    rect(x, rowY - 10, (colW * s.percentage) / 100, 4, CORAL);
  });
  y -= Math.ceil(skills.length / 2) * 26 - 8;
  heading('Selected projects');
  paragraph(portfolios.map((p) => p.name).join(', ') + '.');
  y -= 10;
  text(left, y, 'Portfolio, references and case studies available on request.', {
    size: 9,
    color: MUTED,
  });
  if (y < 40) throw new Error(`CV overflows the page (y = ${y})`);
  if (process.env.CV_DEBUG) console.log(`CV bottom margin: ${y.toFixed(1)} pt`);

  const stream = Buffer.from(ops.join('\n'), 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R /Annots [8 0 R] >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    null, // content stream
    `<< /Title ${pdfString(`${about.first_name} ${about.last_name} – CV`)} /Author ${pdfString(`${about.first_name} ${about.last_name}`)} /Subject ${pdfString(about.title)} /Creator (scripts/sample-content/generate-images.mjs) >>`,
    `<< /Type /Annot /Subtype /Link /Rect [${emailBox.map((v) => v.toFixed(2)).join(' ')}] /Border [0 0 0] /A << /Type /Action /S /URI /URI ${pdfString(`mailto:${about.email}`)} >> >>`,
  ];
  const chunks = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets = [];
  objects.forEach((obj, i) => {
    const body =
      obj === null
        ? Buffer.concat([
            Buffer.from(`${i + 1} 0 obj\n<< /Length ${stream.length} >>\nstream\n`, 'latin1'),
            stream,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ])
        : Buffer.from(`${i + 1} 0 obj\n${obj}\nendobj\n`, 'latin1');
    offsets.push(offset);
    chunks.push(body);
    offset += body.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
  ].join('\n');
  chunks.push(
    Buffer.from(
      `${xref}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(chunks);
}

/* ------------------------------------------------------------------ main */

const PROJECTS = {
  'harbor-pine-coffee': [hpCover, hpBoard, hpPackaging, hpStationery, hpMenu],
  'tidewater-rowing': [twCover, twG1, twG2, twG3],
  'fernway-trails': [fwCover, fwG1, fwG2, fwG3, fwG4],
  'lumen-dental': [luCover, luG1, luG2, luG3],
  'northbeam-solar': [nbCover, nbBoard, nbVan, nbPrint],
  'pocket-pantry': [ppCover, ppG1, ppG2, ppG3, ppG4],
  'atelier-sauvage': [asCover, asBoard, asPackaging, asPoster],
  'kestrel-analytics': [ksCover, ksG1, ksG2, ksG3, ksG4],
  'mareo-bikes': [mrCover, mrG1, mrG2, mrG3],
  'quillstone-press': [qsCover, qsG0, qsG1, qsG2],
};
const rel = (href) => href.replace(/^\//, '');
const fileKey = (href) => path.basename(href, path.extname(href));

async function main() {
  const about = readConfig('about.json');
  const portfolios = readConfig('portfolios.json').data;
  const tools = readConfig('tools.json').data;
  const socialLinks = readConfig('social-links.json').data;
  const experience = readConfig('experience.json').data;
  const education = readConfig('education.json').data;
  const skills = readConfig('skills.json').data;

  out(rel(about.icon), brandLogo());
  out(rel(about.fav), brandFavicon());
  out(rel(about.avatar), brandAvatar());

  for (const p of portfolios) {
    const builders = PROJECTS[p.slug];
    if (!builders) throw new Error(`No artwork defined for project "${p.slug}"`);
    const [cover, ...gallery] = builders;
    if (gallery.length !== p.images.length)
      throw new Error(
        `${p.slug}: config lists ${p.images.length} images, artwork has ${gallery.length}`,
      );
    await outPicture(rel(p.avatar), String(cover()));
    for (const [i, img] of p.images.entries())
      await outPicture(rel(img.image), String(gallery[i]()));
  }
  for (const t of tools) {
    const draw = TOOL_ICONS[fileKey(t.avatar)];
    if (!draw) throw new Error(`No icon defined for tool "${t.avatar}"`);
    out(rel(t.avatar), toolSvg(t.name ?? fileKey(t.avatar), draw()));
  }
  for (const s of socialLinks) {
    const draw = SOCIAL_ICONS[fileKey(s.icon)];
    if (!draw) throw new Error(`No icon defined for social link "${s.icon}"`);
    out(rel(s.icon), socialSvg(s.name, draw()));
  }
  if (about.resume_cv)
    out(
      rel(about.resume_cv),
      buildCv({ about, experience, education, skills, portfolios, socialLinks }),
    );

  // PNG favicons.
  const dir = path.dirname(rel(about.fav));
  const fav = Buffer.from(brandFavicon());
  const touch = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="${INK}"/><g transform="translate(32 32) scale(1.15) translate(-20.75 -20.5)">${MONOGRAM}</g></svg>`,
  );
  out(
    `${dir}/favicon-32.png`,
    await sharp(fav, { density: 144 }).resize(32, 32).png({ compressionLevel: 9 }).toBuffer(),
  );
  out(
    `${dir}/apple-touch-icon.png`,
    await sharp(touch, { density: 216 }).resize(180, 180).png({ compressionLevel: 9 }).toBuffer(),
  );

  const big = written.filter(
    (f) => f.endsWith('.svg') && fs.statSync(path.join(PUBLIC, f)).size > 12 * 1024,
  );
  console.log(`Wrote ${written.length} files under public/.`);
  if (big.length)
    console.log(
      `Over 12 KB: ${big.map((f) => `${f} (${(fs.statSync(path.join(PUBLIC, f)).size / 1024).toFixed(1)} KB)`).join(', ')}`,
    );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
