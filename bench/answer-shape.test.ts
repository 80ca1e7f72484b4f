import { describe, expect, it } from 'vitest';
import { answerLengths, shapeProblems } from './answer-shape.ts';

const ARTICLE = `1. The following Persons shall not register for Corporate Tax with the Authority:
(a) A Government Entity.
(b) A Government Controlled Entity.
(c) A Person engaged in an Extractive Business.
2. Paragraphs (a) to (c) of Clause (1) shall not prejudice the obligation to register.`;

const source = () => ARTICLE;

describe('the shape of an answer', () => {
  it('accepts a lead-in quoted with every item of its list, or with the items left out marked', () => {
    const whole = `## Summary\n\nThe following Persons shall not register for Corporate Tax with the Authority: [1]\n\n- (a) A Government Entity. [1]\n- (b) A Government Controlled Entity. [1]\n- (c) A Person engaged in an Extractive Business. [1]\n`;
    expect(shapeProblems(whole, source)).toMatchObject({ leadInsWithoutItems: 0, droppedItems: 0, cutSentences: 0 });
    const elided = `## Summary\n\nThe following Persons shall not register for Corporate Tax with the Authority: [1]\n\n- (a) A Government Entity. [1]\n- […] (items (b) and (c): see Details)\n`;
    expect(shapeProblems(elided, source).droppedItems).toBe(0);
  });

  it('finds a lead-in with nothing after it, items silently dropped, and a sentence cut short', () => {
    const bare = `## Summary\n\nThe following Persons shall not register for Corporate Tax with the Authority: [1]\n\n## Details\n`;
    expect(shapeProblems(bare, source).leadInsWithoutItems).toBe(1);
    const dropped = `## Key Points\n\n- The following Persons shall not register for Corporate Tax with the Authority: [1]\n  - (c) A Person engaged in an Extractive Business. [1]\n`;
    expect(shapeProblems(dropped, source)).toMatchObject({ droppedItems: 1 });
    const cut = `## Summary\n\nParagraphs (a) to (c) of Clause (1) shall not … [1]\n`;
    expect(shapeProblems(cut, source).cutSentences).toBe(1);
  });

  it('counts the Summary and the answer without Read Next', () => {
    expect(answerLengths('## Summary\n\nOne two three. [1]\n\n## Read Next\n\n- four five')).toEqual({ summaryWords: 4, words: 6 });
  });
});
