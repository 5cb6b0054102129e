/** Common silent-reading speeds: words for scripts that space their words, characters for
 * Chinese, Japanese and Korean, which are read (and segmented) by the character. */
const WORDS_PER_MINUTE = 230;
const CJK_CHARACTERS_PER_MINUTE = 500;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** Whole minutes, at least one: "3 min read". */
export function readingMinutes(text: string, language: string): number {
  let words = 0;
  let characters = 0;
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (!isWordLike) continue;
    const cjk = segment.match(CJK)?.length ?? 0;
    if (cjk) characters += cjk;
    else words += 1;
  }
  const minutes = words / WORDS_PER_MINUTE + characters / CJK_CHARACTERS_PER_MINUTE;
  return Math.max(1, Math.round(minutes));
}
