import { describe, expect, it } from 'vitest';
import { buildSnippet, findHits, lightStem, snippetOfWholeText } from '../../src/services/search/snippet.ts';

describe('findHits', () => {
  it('finds case-insensitive substrings and merges overlaps', () => {
    expect(findHits('Relief and RELIEF', ['relief'])).toEqual([
      [0, 6],
      [11, 17],
    ]);
    expect(findHits('abcdef', ['abc', 'bcd'])).toEqual([[0, 4]]);
  });

  it('highlights the official Arabic even when the query differs in diacritics or hamza', () => {
    const text = 'تسهيلات الأعمال الصغيرة';
    const [[start, end]] = findHits(text, ['الاعمال']) as [[number, number]];
    expect(text.slice(start, end)).toBe('الأعمال');
  });

  it('matches at word starts and extends to the whole word for ranked search', () => {
    const text = 'Reliefs, relief and belief';
    const hits = findHits(text, ['relief'], true).map(([a, b]) => text.slice(a, b));
    expect(hits).toEqual(['Reliefs', 'relief']);
  });
});

describe('lightStem', () => {
  it('strips common inflections from longer English words only', () => {
    expect(lightStem('reliefs')).toBe('relief');
    expect(lightStem('penalties')).toBe('penalt');
    expect(lightStem('tax')).toBe('tax');
    expect(lightStem('ضرائب')).toBe('ضرائب');
  });
});

describe('buildSnippet', () => {
  const text = `${'word '.repeat(60)}the Small Business Relief applies ${'more '.repeat(60)}`;

  it('returns a window around the first hit with the hit marked', () => {
    const segments = buildSnippet(text, ['small business relief'], { radius: 30 });
    expect(segments[0]).toEqual({ text: '…', hit: false });
    expect(segments.filter((s) => s.hit).map((s) => s.text)).toEqual(['Small Business Relief']);
    expect(segments[segments.length - 1]).toEqual({ text: '…', hit: false });
    expect(segments.map((s) => s.text).join('').length).toBeLessThan(120);
  });

  it('keeps markup as plain text and strips Markdown emphasis', () => {
    const segments = buildSnippet('**Authority**: <script>alert(1)</script> the tax', ['tax']);
    const joined = segments.map((s) => s.text).join('');
    expect(joined).toContain('<script>alert(1)</script>');
    expect(joined).not.toContain('**');
  });

  it('falls back to the start of the text when nothing matches', () => {
    expect(buildSnippet('Nothing to see here', ['absent'])).toEqual([{ text: 'Nothing to see here', hit: false }]);
  });
});

describe('buildSnippet on long texts', () => {
  const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
  const long = `${filler(4000)} the Arm’s Length principle applies ${filler(4000)} and **arm’s length** again`;

  it('shows the first hit with its context, marked, between ellipses', () => {
    const segments = buildSnippet(long, ['arm’s length']);
    expect(segments[0]).toEqual({ text: '…', hit: false });
    expect(segments[segments.length - 1]).toEqual({ text: '…', hit: false });
    expect(segments.filter((s) => s.hit).map((s) => s.text)).toEqual(['Arm’s Length']);
    const joined = segments.map((s) => s.text).join('');
    expect(joined).toContain('word3999 the Arm’s Length principle applies word0');
    expect(joined.length).toBeLessThan(400);
  });

  it('still finds Arabic needles, whatever the diacritics', () => {
    const arabic = `${filler(3000)} تَسْهِيلات الأعمال الصغيرة ${filler(10)}`;
    const segments = buildSnippet(arabic, ['تسهيلات']);
    expect(segments.find((s) => s.hit)?.text).toBe('تَسْهِيلات');
  });
});

describe('buildSnippet window on long texts', () => {
  // Words with markup, inflections, curly quotes and Arabic, so the window is cut across all of them.
  const vocabulary = ['relief', 'Reliefs', 'belief', '**Tax**', 'Person', 'arm’s', 'length', 'الضريبة', 'ضَرِيبَة', '<br>', '(1)', 'AED', '375,000'];
  function randomText(seed: number, words: number): string {
    let x = seed;
    const next = () => (x = (x * 1103515245 + 12345) % 2147483648);
    return Array.from({ length: words }, () => vocabulary[next() % vocabulary.length]).join(next() % 7 ? ' ' : '\n');
  }

  it('gives the same snippet as reading the whole text, ellipses aside', () => {
    const strip = (segments: { text: string; hit: boolean }[]) =>
      segments
        .filter((s) => s.text !== '…')
        .map((s) => `${s.hit ? '[' : ''}${s.text.replace(/^…|…$/g, '')}${s.hit ? ']' : ''}`)
        .join('')
        .trim();
    for (let seed = 1; seed <= 40; seed++) {
      const text = `${'lorem ipsum '.repeat(300 + seed * 7)}${randomText(seed, 900)}`;
      for (const [needles, wordStart] of [
        [['relief'], true],
        [['belief'], false],
        [['arm’s length'], false],
        [['375,000', 'person'], true],
        [['absent'], true],
      ] as const) {
        const fast = buildSnippet(text, [...needles], { wordStart });
        const whole = snippetOfWholeText(text, [...needles], { wordStart });
        expect(strip(fast)).toBe(strip(whole));
        expect(fast.some((s) => s.hit)).toBe(whole.some((s) => s.hit));
      }
    }
  });

  it('skips a match inside a word when only word starts count', () => {
    const text = `${'x '.repeat(2000)} the belief here; later the relief applies ${'y '.repeat(2000)}`;
    expect(buildSnippet(text, ['lief'], { wordStart: true }).some((s) => s.hit)).toBe(false);
    expect(buildSnippet(text, ['relief'], { wordStart: true }).find((s) => s.hit)?.text).toBe('relief');
  });
});
