#!/usr/bin/env node
/**
 * Generates the sample content assets for the demo portfolio (Ines Moreau):
 *   public/images/brand/*, public/images/portfolio/<slug>/*, public/images/tools/*,
 *   public/images/social/*, public/files/ines-moreau-cv.pdf
 *
 * Everything is drawn in code (SVG strings, and a hand-written PDF), so the output is
 * deterministic and nothing is downloaded. Plain Node ESM, no dependencies; if `sharp`
 * can be resolved from the project it is used for the two PNG favicons.
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

/* ------------------------------------------------------------------ primitives */

const INK = '#101218';
const INK2 = '#1a1d26';
const PAPER = '#f7f6f3';
const CORAL = '#e8603f';
const SANS = 'Inter, Helvetica, Arial, sans-serif';
const SERIF = "Georgia, 'Times New Roman', serif";

const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
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
const T = (x, y, str, o = {}) =>
  `<text${attrs({
    x,
    y,
    'font-size': o.s ?? 16,
    'font-weight': o.w,
    'font-style': o.i ? 'italic' : undefined,
    fill: o.f ?? INK,
    'text-anchor': o.a,
    'letter-spacing': o.ls,
    class: o.c,
    opacity: o.o,
  })}>${esc(str)}</text>`;
/** Stroked, unfilled path with round caps. */
const S = (d, stroke, sw = 2, ex = {}) =>
  P(d, 'none', { stroke, 'stroke-width': sw, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...ex });
/** Placeholder text lines. */
const bars = (x, y, widths, fill, h = 8, gap = 18, ex = {}) =>
  widths.map((w, i) => R(x, y + i * gap, w, h, fill, h / 2, ex)).join('');
const textW = (label, s) => label.length * s * 0.56;
/** Button with centred label; returns markup. o: s, h, px, bg, fg, r, stroke, w, x anchor */
function btn(x, y, label, o = {}) {
  const s = o.s ?? 15;
  const h = o.h ?? s * 2.9;
  const w = o.width ?? Math.round(textW(label, s) + 2 * (o.px ?? s * 1.5));
  const r = o.r ?? h / 2;
  return (
    R(x, y, w, h, o.bg ?? INK, r, o.stroke ? { stroke: o.stroke, 'stroke-width': o.sw ?? 1.5 } : {}) +
    T(x + w / 2, y + h / 2 + s * 0.36, label, { s, w: o.w ?? 600, f: o.fg ?? '#fff', a: 'middle' })
  );
}
const btnW = (label, s = 15, px) => Math.round(textW(label, s) + 2 * (px ?? s * 1.5));
const wave = (x0, y, n, seg, amp) => `M${n1(x0)} ${n1(y)}q${n1(seg / 2)} ${n1(-amp)} ${n1(seg)} 0${`t${n1(seg)} 0`.repeat(n - 1)}`;
const check = (x, y, s, stroke, sw = 2.5) =>
  S(`M${n1(x - s / 2)} ${n1(y)}l${n1(s / 3)} ${n1(s / 3)}l${n1((s * 2) / 3)} ${n1((-s * 2) / 3)}`, stroke, sw);
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
    P(`M${n1(cx - r * 0.64)} ${n1(cy + r * 0.78)}a${n1(r * 0.64)} ${n1(r * 0.5)} 0 0 1 ${n1(r * 1.28)} 0Z`, top) +
    C(cx, cy - r * 0.12, r * 0.34, skin) +
    P(`M${n1(cx - r * 0.36)} ${n1(cy - r * 0.1)}a${n1(r * 0.36)} ${n1(r * 0.38)} 0 0 1 ${n1(r * 0.72)} 0q${n1(-r * 0.3)} ${n1(-r * 0.2)} ${n1(-r * 0.6)} ${n1(-r * 0.16)}Z`, hair)
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
  const cells = 21;
  const c = size / cells;
  let s = '';
  const finder = (fx, fy) =>
    R(x + fx * c, y + fy * c, 7 * c, 7 * c, fg) + R(x + (fx + 1) * c, y + (fy + 1) * c, 5 * c, 5 * c, '#fff') + R(x + (fx + 2) * c, y + (fy + 2) * c, 3 * c, 3 * c, fg);
  let d = '';
  for (let j = 0; j < cells; j++) {
    let run = 0;
    for (let i = 0; i <= cells; i++) {
      const inFinder = (i < 8 && j < 8) || (i > 12 && j < 8) || (i < 8 && j > 12);
      const on = i < cells && !inFinder && rand() > 0.52;
      if (on) run++;
      else if (run) {
        d += `M${i - run} ${j}h${run}v1h-${run}z`;
        run = 0;
      }
    }
  }
  s += G(tr(x, y, c), P(d, fg)) + finder(0, 0) + finder(14, 0) + finder(0, 14);
  return s;
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
    this.defs.push(`<linearGradient id="${id}" x1="0" y1="0" ${dir}><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>`);
    return `url(#${id})`;
  }
  rg(c1, c2, o1 = 1, o2 = 0) {
    const id = this.id('g');
    this.defs.push(`<radialGradient id="${id}"><stop offset="0" stop-color="${c1}" stop-opacity="${o1}"/><stop offset="1" stop-color="${c2}" stop-opacity="${o2}"/></radialGradient>`);
    return `url(#${id})`;
  }
  toString() {
    const { w, h } = this;
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
      `<title>${esc(this.title)}</title>` +
      `<style>text{font-family:${SANS}}.sf{font-family:${SERIF}}</style>` +
      (this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '') +
      this.body.join('') +
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
          T(w / 2, hb * 0.62, url, { s: n1(hb * 0.34), f: dark ? '#9aa1b5' : '#6b7080', a: 'middle' }),
        { 'clip-path': clip },
      ),
  );
}

const SW = 360;
const SH = 760;
/** Phone height for a given width. */
const phoneH = (w) => n1(w * 0.92 * (SH / SW) + w * 0.08);
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
  [0, 1, 2, 3].map((i) => R(262 + i * 5, 31 - i * 3, 3.4, 4 + i * 3, f, 1)).join('') +
  R(288, 22, 22, 11, 'none', 3.5, { stroke: f, 'stroke-width': 1.3, opacity: 0.6 }) +
  R(290, 24, 15, 7, f, 2);
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
        return R(cx - 11, 690, 22, 22, 'none', 6, { stroke: c, 'stroke-width': 2, opacity: i === active ? 1 : 0.5 }) + T(cx, 730, l, { s: 10.5, w: 600, f: c, a: 'middle', o: i === active ? 1 : 0.6 });
      })
      .join('')
  );
}

/** Caption used on gallery boards. */
/** Nav links right-aligned so that the last one ends at xEnd. */
function navLinks(xEnd, y, labels, o = {}) {
  const s = o.s ?? 16;
  const gap = o.gap ?? 36;
  let x = xEnd - labels.reduce((a, l) => a + textW(l, s) * 0.92 + gap, -gap);
  return labels
    .map((l) => {
      const t = T(x, y, l, { s, w: o.w ?? 500, f: o.f, o: o.o });
      x += textW(l, s) * 0.92 + gap;
      return t;
    })
    .join('');
}
const caption = (x, y, kicker, title, fg, acc) =>
  T(x, y, kicker.toUpperCase(), { s: 14, w: 700, ls: 3, f: acc }) + T(x, y + 48, title, { s: 40, w: 700, f: fg, ls: -0.5 });
/** Small round icon badge with a glyph drawn by fn(cx, cy). */
const badge = (cx, cy, r, bg, glyph) => C(cx, cy, r, bg) + glyph;

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
        P('M168 300C168 186 236 128 320 128S472 186 472 300L476 452Q476 476 452 476H188Q164 476 164 452Z', hair) +
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
        P('M212 300C198 200 258 160 326 162C402 164 444 220 428 304C414 262 384 232 340 222C316 256 268 274 212 300Z', hair) +
        S('M300 190Q270 210 250 250', '#4a3029', 5, { opacity: 0.8 }),
      { 'clip-path': clip },
    ),
  );
  return d.toString();
}

/* ------------------------------------------------------------------ Harbor & Pine Coffee (branding) */

const HP = { pine: '#1f3b2d', deep: '#162b21', cream: '#efe3cf', copper: '#c47a45', bean: '#3b2a21', sand: '#e2d3bb' };
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
  (sub ? T(cx, y + s * 0.95, sub, { s: n1(s * 0.36), w: 600, ls: n1(s * 0.12), a: 'middle', f: subFill ?? fg }) : '');

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
      T(w / 2, h * 0.63, o.sub, { s: n1(w * 0.044), w: 600, a: 'middle', f: o.ink, ls: 2, o: 0.75 }) +
      L(w * 0.3, h * 0.67, w * 0.7, h * 0.67, o.ink, 1.5, { opacity: 0.35 }) +
      T(w / 2, h * 0.72, o.notes, { s: n1(w * 0.042), a: 'middle', f: o.ink }) +
      T(w / 2, h * 0.82, '250 G · WHOLE BEAN', { s: n1(w * 0.036), w: 700, a: 'middle', f: o.ink, ls: 1.5, o: 0.7 }),
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
    P(`M${n1(cx - tw / 2)} ${n1(y0)}H${n1(cx + tw / 2)}L${n1(cx + bw / 2)} ${n1(by)}H${n1(cx - bw / 2)}Z`, o.body) +
    P(`M${n1(cx - wAt(y1) / 2)} ${n1(y1)}H${n1(cx + wAt(y1) / 2)}L${n1(cx + wAt(y2) / 2)} ${n1(y2)}H${n1(cx - wAt(y2) / 2)}Z`, o.sleeve) +
    hpMark(cx, (y1 + y2) / 2, h * 0.11, o.markFill, o.acc) +
    R(cx - tw / 2 - h * 0.03, top + h * 0.06, tw + h * 0.06, h * 0.07, o.lid, h * 0.02) +
    P(`M${n1(cx - tw / 2 + h * 0.02)} ${n1(top + h * 0.065)}Q${n1(cx)} ${n1(top - h * 0.04)} ${n1(cx + tw / 2 - h * 0.02)} ${n1(top + h * 0.065)}Z`, o.lid)
  );
}
function hpCover() {
  const d = new Doc(1200, 900, 'Harbor & Pine Coffee: brand identity with coffee bag and cup');
  d.add(R(0, 0, 1200, 900, HP.pine));
  for (let i = 0; i < 6; i++) d.add(S(wave(-40, 720 + i * 30, 14, 92, 10), HP.deep, 5));
  d.add(C(340, 365, 205, HP.deep));
  d.add(hpMark(340, 370, 160, HP.cream));
  d.add(hpWord(340, 615, 40, HP.cream, 'COFFEE ROASTERS · ANNECY', HP.copper));
  d.add(hpBag(d, 660, 190, 270, 430, { body: HP.cream, label: HP.pine, ink: HP.cream, title: 'HUILA', sub: 'COLOMBIA', notes: 'Red apple · Cocoa · Honey' }));
  d.add(hpCup(d, 1010, 660, 250, { body: PAPER, sleeve: HP.copper, lid: HP.bean, markFill: HP.cream, acc: HP.pine }));
  return d;
}
function hpBoard() {
  const d = new Doc(1600, 1000, 'Harbor & Pine Coffee brand board: logo, colours, typography');
  d.add(R(0, 0, 1600, 1000, PAPER));
  // logo tile
  d.add(R(40, 40, 760, 600, HP.pine, 18), hpMark(420, 290, 150, HP.cream), hpWord(420, 535, 44, HP.cream, 'COFFEE ROASTERS · ANNECY', HP.copper));
  // swatches
  const sw = [
    ['Pine', '#1F3B2D', HP.pine, HP.cream],
    ['Copper', '#C47A45', HP.copper, '#fff'],
    ['Oat', '#EFE3CF', HP.cream, HP.pine],
    ['Roast', '#3B2A21', HP.bean, HP.cream],
  ];
  sw.forEach(([name, hex, fill, fg], i) => {
    const x = 824 + i * 184;
    d.add(R(x, 40, 184, 288, fill, i === 0 ? 0 : 0), T(x + 22, 270, name, { s: 22, w: 700, f: fg }), T(x + 22, 300, hex, { s: 15, f: fg, o: 0.8, ls: 1 }));
  });
  d.add(R(824, 40, 736, 288, 'none', 18, { stroke: PAPER, 'stroke-width': 0 }));
  // type
  d.add(R(824, 352, 356, 288, HP.cream, 18), T(852, 500, 'Aa', { s: 130, w: 800, f: HP.pine, ls: -4 }), T(852, 560, 'Display · Sans Extra Bold', { s: 17, w: 700, f: HP.pine }), T(852, 588, 'Labels · Tracked capitals +16%', { s: 15, f: HP.pine, o: 0.75 }), T(852, 612, 'Body · Sans Regular 16/24', { s: 15, f: HP.pine, o: 0.75 }));
  // secondary mark
  d.add(R(1204, 352, 356, 288, HP.copper, 18), C(1382, 480, 86, 'none', { stroke: HP.cream, 'stroke-width': 5 }), T(1382, 500, 'H&P', { s: 52, w: 800, f: HP.cream, a: 'middle', ls: 2 }), T(1382, 612, 'Secondary monogram', { s: 15, w: 600, f: HP.cream, a: 'middle', o: 0.9 }));
  // pattern
  let pat = R(40, 664, 760, 296, HP.deep, 18);
  for (let i = 0; i < 8; i++) pat += S(wave(64 + (i % 2) * 23, 710 + i * 32, 15, 46, 9), i % 3 === 1 ? HP.copper : HP.pine, 5);
  d.add(G(null, pat, { 'clip-path': d.clip(40, 664, 760, 296, 18) }));
  // voice
  d.add(R(824, 664, 736, 296, '#fff', 18), T(860, 720, 'BRAND VOICE', { s: 14, w: 700, ls: 3, f: HP.copper }), T(860, 790, 'Slow mornings,', { s: 50, w: 800, f: HP.pine, ls: -1 }), T(860, 850, 'fast espresso.', { s: 50, w: 800, f: HP.pine, ls: -1 }), T(860, 910, 'Warm, plain-spoken, a little outdoorsy. Never fussy.', { s: 18, f: HP.bean, o: 0.8 }));
  return d;
}
function hpPackaging() {
  const d = new Doc(1600, 1000, 'Harbor & Pine Coffee packaging: three single-origin bags');
  d.add(R(0, 0, 1600, 1000, d.lg('#e9dcc4', '#d8c6a6')), R(0, 800, 1600, 200, '#cdb993'));
  d.add(caption(80, 110, 'Packaging system', 'One colour per origin', HP.pine, HP.copper));
  const bags = [
    { body: HP.pine, label: HP.cream, ink: HP.pine, title: 'HUILA', sub: 'COLOMBIA', notes: 'Red apple · Cocoa · Honey' },
    { body: HP.cream, label: HP.copper, ink: '#fff', acc: HP.pine, title: 'SIDAMO', sub: 'ETHIOPIA', notes: 'Jasmine · Peach · Bergamot', tie: HP.copper },
    { body: HP.copper, label: HP.cream, ink: HP.bean, title: 'LAKESIDE', sub: 'HOUSE BLEND', notes: 'Hazelnut · Caramel · Plum' },
  ];
  bags.forEach((o, i) => {
    const x = 230 + i * 400;
    d.add(E(x + 150, 822, 190, 22, '#000', { opacity: 0.14 }), hpBag(d, x, 250, 300, 570, o));
  });
  d.add(T(1520, 950, 'Kraft-lined, fully recyclable · 250 g and 1 kg', { s: 16, w: 600, f: HP.bean, a: 'end', o: 0.75 }));
  return d;
}
function hpStationery() {
  const d = new Doc(1600, 1000, 'Harbor & Pine Coffee stationery: business cards, loyalty card and cup');
  d.add(R(0, 0, 1600, 1000, HP.deep));
  for (let i = 0; i < 5; i++) d.add(S(wave(-40, 60 + i * 30, 20, 92, 10), HP.pine, 5));
  const card = (x, y, rot, body) => G(tr(x, y, 1, rot), R(0, 0, 560, 320, 'none', 14, { filter: d.shadow() }) + body);
  d.add(card(120, 250, -6, R(0, 0, 560, 320, HP.cream, 14) + hpMark(280, 135, 70, HP.pine) + hpWord(280, 262, 22, HP.pine)));
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
    stamps += i < 6 ? C(cx, cy, 28, HP.pine) + hpMark(cx, cy, 18, HP.cream) : C(cx, cy, 28, 'none', { stroke: HP.pine, 'stroke-width': 2.5, 'stroke-dasharray': '5 5' });
  }
  d.add(card(800, 150, 3, R(0, 0, 460, 320, PAPER, 14) + T(30, 64, 'Your tenth coffee is on us', { s: 24, w: 800, f: HP.pine }) + stamps.replace(/^/, '') + T(30, 300, 'HARBOR & PINE · LOYALTY CARD', { s: 12, w: 700, ls: 2, f: HP.copper })));
  d.add(hpCup(d, 1290, 900, 330, { body: HP.cream, sleeve: HP.pine, lid: '#fff', markFill: HP.cream, acc: HP.copper }));
  d.add(hpCup(d, 1000, 910, 250, { body: PAPER, sleeve: HP.copper, lid: HP.bean, markFill: '#fff', acc: HP.pine }));
  return d;
}
function hpMenu() {
  const d = new Doc(1600, 1000, 'Harbor & Pine Coffee café: menu board and hanging sign');
  d.add(R(0, 0, 1600, 1000, '#eadfcb'), R(0, 720, 1600, 280, HP.pine), R(0, 712, 1600, 14, HP.bean));
  // menu board
  let m = R(0, 0, 640, 800, HP.deep, 16, { filter: d.shadow() }) + R(14, 14, 612, 772, 'none', 10, { stroke: HP.copper, 'stroke-width': 2 });
  m += hpMark(320, 92, 44, HP.cream) + T(320, 188, 'MENU', { s: 30, w: 800, f: HP.cream, a: 'middle', ls: 8 });
  const section = (y, title, items) =>
    T(56, y, title, { s: 15, w: 700, f: HP.copper, ls: 3 }) +
    items.map(([name, price], i) => T(56, y + 42 + i * 38, name, { s: 22, w: 600, f: HP.cream }) + T(584, y + 42 + i * 38, price, { s: 22, w: 600, f: HP.cream, a: 'end' })).join('');
  m += section(250, 'ESPRESSO BAR', [['Espresso', '2.20'], ['Cortado', '3.00'], ['Flat white', '3.80'], ['Oat cappuccino', '4.20']]);
  m += section(460, 'SLOW COFFEE', [['Filter of the day', '3.50'], ['Cold brew, tonic & orange', '4.80']]);
  m += section(596, 'FROM THE OVEN', [['Cardamom bun', '3.20'], ['Blueberry & rye muffin', '3.40']]);
  d.add(G(tr(150, 90), m));
  // hanging sign
  d.add(R(1000, 120, 420, 14, HP.bean, 7), L(1110, 134, 1110, 230, HP.bean, 4), L(1310, 134, 1310, 230, HP.bean, 4));
  d.add(G(null, C(1210, 380, 170, HP.pine, { filter: d.shadow() }) + C(1210, 380, 158, 'none', { stroke: HP.copper, 'stroke-width': 3 }) + hpMark(1210, 380, 120, HP.cream)));
  d.add(hpCup(d, 1090, 718, 150, { body: PAPER, sleeve: HP.copper, lid: HP.bean, markFill: '#fff', acc: HP.pine }), hpCup(d, 1290, 718, 180, { body: HP.cream, sleeve: HP.pine, lid: '#fff', markFill: HP.cream, acc: HP.copper }));
  d.add(T(1190, 860, 'OPEN DAILY 7:30 – 18:00 · ON THE LAKESIDE', { s: 16, w: 700, f: HP.cream, a: 'middle', ls: 3, o: 0.85 }));
  return d;
}

/* ------------------------------------------------------------------ Tidewater Rowing Club (web) */

const TW = { navy: '#14284b', river: '#3f7cac', sky: '#eef5fb', sun: '#f2c14e', mist: '#b9cde0', text: '#51607a' };
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
  T(x + 53, y + 37, 'ROWING CLUB · BORDEAUX', { s: 9.5, w: 700, f: dark ? TW.mist : TW.river, ls: 1.6 });
function twScene(d, w, h) {
  let s = R(0, 0, w, h, d.lg('#b8d5ec', '#eaf3fa')) + C(w * 0.78, h * 0.26, h * 0.1, TW.sun);
  s += P(`M0 ${n1(h * 0.5)}Q${n1(w * 0.2)} ${n1(h * 0.38)} ${n1(w * 0.45)} ${n1(h * 0.48)}T${w} ${n1(h * 0.44)}V${n1(h * 0.6)}H0Z`, '#a7c3d9');
  // stone bridge
  s += R(0, h * 0.47, w, h * 0.035, '#d9c6a5');
  let arches = `M0 ${n1(h * 0.505)}H${w}V${n1(h * 0.6)}H0Z`;
  s += P(arches, '#cdb894');
  for (let i = 0; i < 9; i++) s += P(`M${n1(w * (0.02 + i * 0.115))} ${n1(h * 0.6)}a${n1(w * 0.045)} ${n1(h * 0.065)} 0 0 1 ${n1(w * 0.09)} 0Z`, '#9db9cf');
  s += R(0, h * 0.6, w, h * 0.4, TW.river);
  for (let i = 0; i < 6; i++) s += R(w * ((i * 0.37) % 0.9), h * (0.66 + i * 0.055), w * 0.16, 3, '#fff', 1.5, { opacity: 0.25 });
  const by = h * 0.78;
  s += P(`M${n1(w * 0.18)} ${n1(by)}H${n1(w * 0.78)}Q${n1(w * 0.82)} ${n1(by + 3)} ${n1(w * 0.77)} ${n1(by + 9)}H${n1(w * 0.2)}Z`, '#fff');
  for (let i = 0; i < 4; i++) {
    const x = w * (0.28 + i * 0.12);
    s += S(`M${n1(x - 4)} ${n1(by - 28)}L${n1(x + 70)} ${n1(by + 26)}`, TW.navy, 2.5);
    s += S(`M${n1(x)} ${n1(by)}L${n1(x - 6)} ${n1(by - 26)}`, TW.navy, 9) + C(x - 7, by - 37, 7, TW.navy);
  }
  return s;
}
const twNav = (W, cta = 'Book a taster') =>
  R(0, 0, W, 80, '#fff') +
  twLogo(48, 20) +
  navLinks(W - 88 - btnW(cta, 15), 46, ['Learn to row', 'Squads', 'Regatta', 'Club house'], { s: 16, f: TW.navy }) +
  btn(W - 48 - btnW(cta, 15), 18, cta, { bg: TW.navy }) +
  L(0, 80, W, 80, '#e3e9f0', 1);
function twHome(d) {
  return (W) => {
    let s = R(0, 0, W, 1400, '#fff') + twNav(W) + R(0, 80, W, 540, TW.sky);
    s += T(64, 180, 'BORDEAUX · ON THE WATER SINCE 1892', { s: 14, w: 700, ls: 2.5, f: TW.river });
    s += T(64, 254, 'Rowing on the', { s: 64, w: 800, f: TW.navy, ls: -1.5 }) + T(64, 328, 'tidal Garonne.', { s: 64, w: 800, f: TW.navy, ls: -1.5 });
    s += bars(64, 368, [500, 470, 330], TW.mist, 10, 24);
    s += btn(64, 456, 'Book a taster session', { bg: TW.navy, s: 16 }) + btn(64 + btnW('Book a taster session', 16) + 16, 456, 'Meet the squads', { bg: 'none', fg: TW.navy, stroke: TW.navy, s: 16 });
    s += R(64, 540, 470, 52, '#fff', 12) + S(wave(84, 568, 2, 12, 4), TW.river, 2.5) + T(124, 572, 'Today   High tide 10:42   ·   Low tide 16:58', { s: 15, w: 600, f: TW.navy });
    s += G(tr(676, 124), twScene(d, 540, 452), { 'clip-path': d.clip(0, 0, 540, 452, 24) });
    s += R(0, 620, W, 140, TW.navy);
    [['420', 'members'], ['38', 'boats in the fleet'], ['6', 'squads, 10 to 78'], ['12', 'regattas a year']].forEach(([a, b], i) => {
      s += T(64 + i * 300, 690, a, { s: 44, w: 800, f: '#fff' }) + T(64 + i * 300, 722, b, { s: 16, f: TW.mist });
    });
    s += T(64, 830, 'Upcoming sessions', { s: 30, w: 800, f: TW.navy });
    [['SAT', '14 SEP', 'Learn to row: weekend course', '6 places left'], ['TUE', '17 SEP', 'Masters squad: evening outing', 'Coxed fours'], ['SUN', '22 SEP', 'Club regatta & picnic', 'All members']].forEach(([a, b, t, m], i) => {
      const x = 64 + i * 392;
      s += R(x, 860, 368, 170, '#fff', 16, { stroke: '#dde5ee', 'stroke-width': 1.5 }) + R(x + 20, 880, 72, 72, TW.sky, 12) + T(x + 56, 908, a, { s: 13, w: 700, f: TW.river, a: 'middle' }) + T(x + 56, 934, b, { s: 16, w: 800, f: TW.navy, a: 'middle' }) + T(x + 110, 910, t, { s: 17, w: 700, f: TW.navy }) + T(x + 110, 936, m, { s: 15, f: TW.text });
    });
    return s;
  };
}
function twBooking() {
  return (W) => {
    let s = R(0, 0, W, 1400, '#f6f9fc') + twNav(W);
    s += T(64, 128, 'Home  /  Learn to row', { s: 14, f: TW.text }) + T(64, 186, 'Learn to row', { s: 46, w: 800, f: TW.navy, ls: -1 });
    s += T(64, 222, 'Beginner courses from April to October. Boats, coaching and kit included.', { s: 17, f: TW.text });
    [['Weekend course', '4 weekends · Sat & Sun mornings', '€145'], ['Evening course', '6 evenings · Tue & Thu', '€130'], ['Junior summer camp', '5 days · ages 12 to 17', '€120']].forEach(([t, m, p], i) => {
      const y = 262 + i * 126;
      const sel = i === 0;
      s += R(64, y, 520, 108, '#fff', 16, { stroke: sel ? TW.river : '#dde5ee', 'stroke-width': sel ? 2.5 : 1.5 });
      s += C(100, y + 54, 11, 'none', { stroke: sel ? TW.river : '#aab7c6', 'stroke-width': 2 }) + (sel ? C(100, y + 54, 6, TW.river) : '');
      s += T(130, y + 48, t, { s: 19, w: 700, f: TW.navy }) + T(130, y + 74, m, { s: 15, f: TW.text }) + T(556, y + 60, p, { s: 22, w: 800, f: TW.navy, a: 'end' });
    });
    s += R(64, 650, 520, 110, '#e4eef7', 16) + S(wave(92, 700, 3, 14, 5), TW.river, 3) + T(150, 692, 'Sessions follow the tide', { s: 17, w: 700, f: TW.navy }) + T(150, 718, 'Start times move a little each week so', { s: 15, f: TW.text }) + T(150, 740, 'we always row on the flood.', { s: 15, f: TW.text });
    // calendar
    s += R(624, 262, 592, 498, '#fff', 16, { stroke: '#dde5ee', 'stroke-width': 1.5 });
    s += T(656, 310, 'October 2022', { s: 22, w: 800, f: TW.navy }) + S('M1150 300l-7 7 7 7M1180 300l7 7-7 7', TW.navy, 2.5);
    ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].forEach((l, i) => (s += T(688 + i * 78, 352, l, { s: 13, w: 700, f: TW.text, a: 'middle' })));
    for (let day = 1; day <= 31; day++) {
      const idx = day - 1 + 5;
      const cx = 688 + (idx % 7) * 78;
      const cy = 390 + Math.floor(idx / 7) * 60;
      const weekend = idx % 7 >= 5;
      const sel = day === 8;
      if (weekend) s += R(cx - 32, cy - 24, 64, 52, sel ? TW.navy : TW.sky, 10);
      s += T(cx, cy + 2, String(day), { s: 16, w: weekend ? 700 : 400, f: sel ? '#fff' : weekend ? TW.navy : '#9aa6b5', a: 'middle' });
      if (weekend) s += S(wave(cx - 9, cy + 16, 2, 9, 3), sel ? TW.sun : TW.river, 1.8);
    }
    s += R(64, 790, 1152, 96, TW.navy, 16) + T(96, 830, 'Weekend course · starts Sat 8 Oct, 08:30', { s: 19, w: 700, f: '#fff' }) + T(96, 858, 'High tide 09:12 · meet at the boathouse on Quai de Bacalan', { s: 15, f: TW.mist });
    s += T(930, 848, '€145', { s: 30, w: 800, f: '#fff', a: 'end' }) + btn(960, 816, 'Continue to details', { bg: TW.sun, fg: TW.navy, s: 16 });
    return s;
  };
}
function twTideCurve(x, y, w, h) {
  const pts = [];
  for (let i = 0; i <= 24; i++) pts.push(`${n1(x + (w * i) / 24)} ${n1(y + h / 2 - (h / 2) * Math.sin((i / 24) * Math.PI * 2 + 0.6))}`);
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
    let s = R(0, 0, SW, SH, TW.sky) + status(TW.navy) + T(24, 96, 'Sessions', { s: 30, w: 800, f: TW.navy, ls: -0.5 });
    ['Mon 10', 'Tue 11', 'Wed 12', 'Thu 13', 'Fri 14'].forEach((l, i) => {
      const [a, b] = l.split(' ');
      s += R(24 + i * 64, 118, 56, 64, i === 1 ? TW.navy : '#fff', 14) + T(52 + i * 64, 144, a, { s: 12, w: 600, f: i === 1 ? TW.mist : TW.text, a: 'middle' }) + T(52 + i * 64, 168, b, { s: 18, w: 800, f: i === 1 ? '#fff' : TW.navy, a: 'middle' });
    });
    const pts = twTideCurve(40, 250, 280, 70);
    s += R(24, 200, 312, 160, '#fff', 16) + T(40, 230, 'Tide today', { s: 15, w: 700, f: TW.navy }) + T(320, 230, 'Bacalan', { s: 13, f: TW.text, a: 'end' });
    s += P(`M${pts.join('L')}V340H40Z`, TW.river, { opacity: 0.14 }) + S(`M${pts.join('L')}`, TW.river, 2.5) + L(150, 246, 150, 340, CORAL, 2) + C(150, 283, 5, CORAL);
    s += T(40, 350, 'HT 10:42', { s: 11, w: 700, f: TW.text }) + T(320, 350, 'LT 16:58', { s: 11, w: 700, f: TW.text, a: 'end' });
    [['07:00', 'Senior squad', 'Coxed four · Gironde', 'Full'], ['10:15', 'Learn to row', 'Quad · coach Elsa', '3 left'], ['12:30', 'Masters sculls', 'Singles & doubles', '5 left'], ['18:30', 'Ergo circuit', 'Boathouse gym', 'Open']].forEach(([t, a, b, tag], i) => {
      const y = 380 + i * 74;
      s += R(24, y, 312, 64, '#fff', 14) + T(40, y + 38, t, { s: 16, w: 800, f: TW.navy }) + T(104, y + 28, a, { s: 15, w: 700, f: TW.navy }) + T(104, y + 48, b, { s: 12.5, f: TW.text });
      s += R(262, y + 20, 60, 24, i === 0 ? '#f6e1dc' : '#e1eef8', 12) + T(292, y + 37, tag, { s: 12, w: 700, f: i === 0 ? '#b4432a' : TW.river, a: 'middle' });
    });
    return s + tabBar('#fff', TW.navy, 1, TW.river, ['Home', 'Sessions', 'Boats', 'Profile']);
  },
  member: () => {
    let s = R(0, 0, SW, SH, TW.navy) + status('#fff') + T(24, 96, 'Membership', { s: 30, w: 800, f: '#fff', ls: -0.5 });
    s += R(24, 120, 312, 180, d.lg('#4a8bbd', '#23416f'), 20) + twMark(44, 140, 36, '#fff', TW.navy) + T(316, 166, 'SENIOR', { s: 12, w: 800, f: TW.sun, a: 'end', ls: 2 });
    s += T(44, 236, 'Julien Mercier', { s: 22, w: 800, f: '#fff' }) + T(44, 262, 'Member #0417 · valid to 31 Aug 2023', { s: 13, f: '#dbe7f3' }) + S(wave(44, 282, 6, 16, 4), TW.sun, 2);
    s += R(90, 322, 180, 180, '#fff', 16) + qr(106, 338, 148, TW.navy, 417);
    s += T(180, 530, 'Scan at the boathouse door', { s: 14, f: TW.mist, a: 'middle' });
    s += T(24, 580, 'Your boat bookings', { s: 16, w: 700, f: '#fff' });
    [['Sat 15 Oct · 08:30', 'Single scull "Estuaire"'], ['Tue 18 Oct · 18:00', 'Double "Quai des Chartrons"']].forEach(([a, b], i) => {
      const y = 596 + i * 66;
      s += R(24, y, 312, 56, '#22385e', 12) + T(40, y + 24, a, { s: 14, w: 700, f: '#fff' }) + T(40, y + 44, b, { s: 12.5, f: TW.mist });
    });
    return s + homeBar('#fff');
  },
});
function twCover() {
  const d = new Doc(1200, 900, 'Tidewater Rowing Club website on desktop and mobile');
  d.add(R(0, 0, 1200, 900, d.lg('#d9e8f4', '#b7d0e6')), C(1040, 140, 90, TW.sun, { opacity: 0.9 }));
  for (let i = 0; i < 4; i++) d.add(S(wave(-20, 760 + i * 34, 14, 90, 10), '#fff', 4, { opacity: 0.5 }));
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
  const d = new Doc(1600, 1000, 'Tidewater Rowing Club learn-to-row booking page with tide-aware calendar');
  d.add(R(0, 0, 1600, 1000, TW.navy));
  for (let i = 0; i < 6; i++) d.add(S(wave(-20, 120 + i * 150, 20, 90, 10), '#1d3660', 4));
  d.add(browser(d, 110, 70, 1380, 860, 'tidewaterrowing.example/learn-to-row', twBooking()));
  return d;
}
function twG3() {
  const d = new Doc(1600, 1000, 'Tidewater Rowing Club mobile screens: home, sessions and membership card');
  const sc = twScreens(d);
  d.add(R(0, 0, 1600, 1000, TW.sky), R(0, 640, 1600, 360, TW.mist, 0, { opacity: 0.5 }));
  d.add(caption(110, 130, 'Mobile first', 'Built for the boathouse', TW.navy, TW.river));
  d.add(T(110, 230, '70% of visits come from phones, often', { s: 20, f: TW.text }), T(110, 260, 'on the pontoon. Every page works', { s: 20, f: TW.text }), T(110, 290, 'one-handed, with gloves and in sun glare.', { s: 20, f: TW.text }));
  d.add(phone(d, 610, 230, 290, sc.home), phone(d, 935, 170, 290, sc.sessions), phone(d, 1260, 230, 290, sc.member));
  return d;
}
