import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFact, normaliseFacts, parseFacts, scoreFacts, summaryOf } from './answer-facts.ts';

const SHARED_EVAL = resolve(import.meta.dirname, '../../shared/eval');
const SCRIPT = join(SHARED_EVAL, 'answer-facts.py');

function hasPython(): boolean {
  try {
    execFileSync('python3', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const answer = (summary: string, rest = '') =>
  `*Notice.*\n\n## Summary\n\n${summary}\n\n## Key Points\n\n${rest}\n\n## Read Next\n\n- [Article (9)](/legislation/1#article-9) — nine months\n`;

describe('the key-facts measure', () => {
  it('normalises as answer-facts.py does: digits, brackets, thousands separators, spaces, case', () => {
    expect(normaliseFacts('AED (3,000,000) Three  Million')).toBe('aed 3000000 three million');
    expect(normaliseFacts('(٣.٠٠٠.٠٠٠) درهم')).toBe('3000000 درهم');
    expect(normaliseFacts('١٢٣٤')).toBe('1234');
    expect(normaliseFacts('1,5 and 12,345,678')).toBe('1,5 and 12345678');
  });

  it('reads \\b and \\w as Python does, over Arabic letters too', () => {
    expect(compileFact('\\b(9|nine)\\b[^.]{0,15}months').test('within (9) nine months')).toBe(true);
    expect(compileFact('\\b9\\b').test('19 months')).toBe(false);
    expect(compileFact('\\bخلال\\b').test('وخلال')).toBe(false);
    expect(compileFact('relat\\w* to').test('relating to')).toBe(true);
  });

  it('counts a question only when a Summary of at most 120 words holds every fact', () => {
    const facts = ['\\b(9|nine)\\b[^.]{0,15}months', 'tax return'];
    expect(scoreFacts(answer('File the Tax Return within (9) nine months. [1]'), facts).summaryAll).toBe(true);
    // A fact only in Key Points counts for the answer, not the Summary; Read Next counts for neither.
    const split = scoreFacts(answer('File the Tax Return. [1]', '- Within 9 months. [2]'), facts);
    expect([split.summaryAll, split.answerAll, split.factsInSummary]).toEqual([false, true, 1]);
    expect(scoreFacts(answer('File the Tax Return. [1]'), facts).answerAll).toBe(false);
    const long = `${'word '.repeat(115)}Tax Return within 9 months. [1]`;
    expect(scoreFacts(answer(long), facts)).toMatchObject({ summaryAll: false, factsInSummary: 2, summaryWords: 121 });
  });

  it('reads the Arabic Summary, and a no-match answer as refused', () => {
    expect(summaryOf('## الملخص\n\nخلال (9) تسعة أشهر [1]\n\n## النقاط الرئيسية\n\n- x').trim()).toBe('خلال (9) تسعة أشهر [1]');
    expect(scoreFacts('No matching provisions were found.', ['x']).refused).toBe(true);
  });

  it.runIf(existsSync(SCRIPT) && hasPython())('agrees with answer-facts.py on every fact of the English and Arabic dev sets', () => {
    const sets = [join(SHARED_EVAL, 'dev-facts.jsonl'), resolve(import.meta.dirname, 'eval/dev.ar-facts.jsonl')].filter(existsSync);
    const dir = mkdtempSync(join(tmpdir(), 'facts-'));
    // Answers built from each fact's own text and from near misses, scored by both implementations.
    const rows: Array<{ id: string; facts: string[] }> = [];
    for (const path of sets) {
      for (const [id, facts] of parseFacts(readFileSync(path, 'utf8'))) {
        const qid = `${id}-${rows.length}`;
        rows.push({ id: qid, facts });
        const words = facts.map((f) =>
          f
            .replace(/\\[bdsw]|[()?|^$*+[\]{}\\]|\.\{?\d*,?\d*\}?/g, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
        );
        writeFileSync(join(dir, `${qid}.md`), answer(`${words.join('. ')} (9) nine months AED 3,000,000 ٥٠% [1]`, words.join(' ')));
      }
    }
    writeFileSync(join(dir, 'facts.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n'));
    const python = execFileSync('python3', [SCRIPT, 'score', join(dir, 'facts.jsonl'), dir], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => l.includes('\t'))
      .map((l) => l.split('\t'));
    expect(python.length).toBe(rows.length);
    for (const [id, summary, inSummary, inAnswer, words] of python) {
      const row = rows.find((r) => r.id === id)!;
      const ts = scoreFacts(readFileSync(join(dir, `${id}.md`), 'utf8'), row.facts);
      expect([id, summary, inSummary, inAnswer, words]).toEqual([
        id,
        `summary=${ts.summaryAll ? 'ok' : 'miss'}`,
        `facts_in_summary=${ts.factsInSummary}/${row.facts.length}`,
        `facts_in_answer=${ts.factsInAnswer}/${row.facts.length}`,
        `summary_words=${ts.summaryWords}`,
      ]);
    }
  });
});
