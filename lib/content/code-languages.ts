import bash from '@shikijs/langs/shellscript';
import c from '@shikijs/langs/c';
import cpp from '@shikijs/langs/cpp';
import csharp from '@shikijs/langs/csharp';
import css from '@shikijs/langs/css';
import dart from '@shikijs/langs/dart';
import diff from '@shikijs/langs/diff';
import docker from '@shikijs/langs/docker';
import go from '@shikijs/langs/go';
import graphql from '@shikijs/langs/graphql';
import html from '@shikijs/langs/html';
import java from '@shikijs/langs/java';
import javascript from '@shikijs/langs/javascript';
import json from '@shikijs/langs/json';
import jsonc from '@shikijs/langs/jsonc';
import jsx from '@shikijs/langs/jsx';
import kotlin from '@shikijs/langs/kotlin';
import markdown from '@shikijs/langs/markdown';
import php from '@shikijs/langs/php';
import powershell from '@shikijs/langs/powershell';
import python from '@shikijs/langs/python';
import ruby from '@shikijs/langs/ruby';
import rust from '@shikijs/langs/rust';
import scss from '@shikijs/langs/scss';
import sql from '@shikijs/langs/sql';
import swift from '@shikijs/langs/swift';
import toml from '@shikijs/langs/toml';
import tsx from '@shikijs/langs/tsx';
import typescript from '@shikijs/langs/typescript';
import vue from '@shikijs/langs/vue';
import xml from '@shikijs/langs/xml';
import yaml from '@shikijs/langs/yaml';
import githubDark from '@shikijs/themes/github-dark-default';
import githubLight from '@shikijs/themes/github-light-default';
import { createHighlighterCoreSync, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';

/** The languages a fenced block may name (and their usual aliases: ts, sh, py, yml…); any other
 * is shown as plain text. Loaded at build only: nothing of this reaches the browser. */
const LANGUAGES = [
  bash,
  c,
  cpp,
  csharp,
  css,
  dart,
  diff,
  docker,
  go,
  graphql,
  html,
  java,
  javascript,
  json,
  jsonc,
  jsx,
  kotlin,
  markdown,
  php,
  powershell,
  python,
  ruby,
  rust,
  scss,
  sql,
  swift,
  toml,
  tsx,
  typescript,
  vue,
  xml,
  yaml,
];

/** Each name and alias, with the grammars it needs (the last one is its own). */
const GRAMMARS = new Map(
  LANGUAGES.flatMap((grammars) => {
    const own = grammars.at(-1)!;
    return [own.name, ...(own.aliases ?? [])].map((name) => [name, grammars] as const);
  }),
);

export const isKnownLanguage = (name: string) => GRAMMARS.has(name);

/** Both meet AA on their own backgrounds, comments included. */
export const CODE_THEMES = { light: githubLight.name!, dark: githubDark.name! };

let highlighter: HighlighterCore | undefined;

/** Synchronous (JavaScript regex engine, no WebAssembly), as the content loader is. A grammar loads
 * the first time a note names it, so a site whose notes hold no code pays for none. */
export function codeHighlighter(language: string): HighlighterCore {
  highlighter ??= createHighlighterCoreSync({
    themes: [githubLight, githubDark],
    langs: [],
    engine: createJavaScriptRegexEngine({ forgiving: true }),
  });
  const grammars = GRAMMARS.get(language);
  if (grammars && !highlighter.getLoadedLanguages().includes(language)) {
    highlighter.loadLanguageSync(grammars);
  }
  return highlighter;
}
