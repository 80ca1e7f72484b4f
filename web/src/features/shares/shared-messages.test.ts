import { describe, expect, it } from 'vitest';
import { SHARE_HEADING_MAX } from '../../../../schema/api/shares.ts';
import { isShownMessage, questionHeading, shownMessages } from './shared-messages.ts';

describe('questionHeading (spec §9: 50 characters)', () => {
  it('keeps a question of exactly 50 characters whole', () => {
    const fifty = 'a'.repeat(49) + '?';
    expect(SHARE_HEADING_MAX).toBe(50);
    expect(questionHeading(fifty)).toEqual({ text: fifty, cut: false });
  });

  it("cuts a question of 51 characters to 50 and appends '...'", () => {
    const fiftyOne = 'b'.repeat(50) + '?';
    expect(questionHeading(fiftyOne)).toEqual({ text: 'b'.repeat(50) + '...', cut: true });
  });

  it('reads as one line: surrounding space is dropped and inner runs count as one space', () => {
    expect(questionHeading('  What is\n\n  Small Business Relief?  ')).toEqual({ text: 'What is Small Business Relief?', cut: false });
  });

  it('counts characters, not UTF-16 units, so a cut never splits one', () => {
    const question = '💼'.repeat(51);
    const heading = questionHeading(question);
    expect(heading.cut).toBe(true);
    expect(heading.text).toBe('💼'.repeat(50) + '...');
  });
});

describe('shownMessages (spec §2)', () => {
  it("hides empty messages and those containing 'Processing your question'", () => {
    const messages = [
      { role: 'user', content: 'Who may elect the relief?' },
      { role: 'assistant', content: '   \n ' },
      { role: 'assistant', content: '' },
      { role: 'assistant', content: 'Processing your question...' },
      { role: 'assistant', content: 'Still Processing your question, please wait' },
      { role: 'assistant', content: 'A resident person [1].' },
    ];
    expect(shownMessages(messages).map((m) => m.content)).toEqual(['Who may elect the relief?', 'A resident person [1].']);
    expect(isShownMessage({ content: 'processing your question' })).toBe(true); // the spec's phrase is matched as written
  });
});
