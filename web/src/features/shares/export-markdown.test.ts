import { describe, expect, it } from 'vitest';
import { CT_LAW_TITLE, testCitation } from '../../../test/fixtures.ts';
import { createFormatters } from '../../i18n/format.ts';
import { chatMarkdown, markdownFileName, type ExportableChat } from './export-markdown.ts';
import { EXPORT_TEXTS } from './messages.ts';

const chat: ExportableChat = {
  title: 'Small Business Relief',
  created_at: '2026-11-20T09:00:00.000Z',
  messages: [
    { role: 'user', content: 'Who can elect Small Business Relief?', created_at: '2026-11-20T09:00:00.000Z', citations: [] },
    {
      role: 'assistant',
      content: 'A resident person whose revenue is below the threshold [1], for periods until 2026 [2] [1].',
      created_at: '2026-11-20T09:00:05.000Z',
      // Out of order and [1] twice: listed once each, by number.
      citations: [
        testCitation({
          n: 2,
          article: '3',
          article_label: 'Article (3)',
          heading: 'Relief period',
          url: '/legislation/40#article-3',
          title: 'Ministerial Decision No. 73 of 2023',
        }),
        testCitation({ heading: 'Small Business Relief' }),
        testCitation({ heading: 'Small Business Relief' }),
      ],
    },
    { role: 'assistant', content: 'Processing your question', created_at: '2026-11-20T09:00:06.000Z', citations: [] },
    { role: 'user', content: 'And groups?', created_at: '2026-11-20T09:01:00.000Z', citations: [] },
    { role: 'assistant', content: 'Members of a Qualifying Group cannot elect it [1].', created_at: '2026-11-20T09:01:05.000Z', citations: [testCitation()] },
  ],
};

describe('chatMarkdown', () => {
  it('writes the title, date, each question and answer, numbered sources with absolute links, and the disclaimer', () => {
    expect(chatMarkdown(chat, 'https://research.example')).toBe(
      [
        '# Small Business Relief',
        'Date: 20 November 2026',
        '## Question',
        'Who can elect Small Business Relief?',
        '## Answer',
        'A resident person whose revenue is below the threshold [1], for periods until 2026 [2] [1].',
        '### Sources',
        `[1] ${CT_LAW_TITLE}, Article (21): Small Business Relief — https://research.example/legislation/12#article-21`,
        '[2] Ministerial Decision No. 73 of 2023, Article (3): Relief period — https://research.example/legislation/40#article-3',
        '## Question',
        'And groups?',
        '## Answer',
        'Members of a Qualifying Group cannot elect it [1].',
        '### Sources',
        // No heading: no ': '.
        `[1] ${CT_LAW_TITLE}, Article (21) — https://research.example/legislation/12#article-21`,
        '---',
        'For tax research purposes only. Always consult with a qualified tax advisor',
      ].join('\n\n') + '\n',
    );
  });

  it('writes no Sources section for an answer without citations', () => {
    const md = chatMarkdown(
      { ...chat, messages: [{ role: 'assistant', content: 'No article matches.', created_at: chat.created_at, citations: [] }] },
      'http://localhost:8787',
    );
    expect(md).not.toContain('### Sources');
    expect(md).toContain('## Answer\n\nNo article matches.');
  });
});

describe('chatMarkdown links', () => {
  it('makes an answer’s in-app links (Read Next) absolute, leaving outside links alone', () => {
    const content =
      '## Read Next\n\n- [Ministerial Decision No. 73 of 2023, Article (2)](/legislation/40#article-2) — implements Article 21\n- [FTA](https://tax.gov.ae/)';
    const md = chatMarkdown({ ...chat, messages: [{ role: 'assistant', content, created_at: chat.created_at, citations: [] }] }, 'https://research.example');
    expect(md).toContain('(https://research.example/legislation/40#article-2)');
    expect(md).toContain('[FTA](https://tax.gov.ae/)');
  });
});

describe('markdownFileName', () => {
  it('slugifies the title, keeping letters of any script, with a fallback', () => {
    expect(markdownFileName('Small Business Relief: who can elect?')).toBe('small-business-relief-who-can-elect.md');
    expect(markdownFileName('Federal Decree-Law No. 47 of 2022')).toBe('federal-decree-law-no-47-of-2022.md');
    expect(markdownFileName('الضريبة على الشركات')).toBe('الضريبة-على-الشركات.md');
    expect(markdownFileName('?!')).toBe('conversation.md');
    expect(markdownFileName('a '.repeat(100))).toBe(`${'a-'.repeat(39)}a.md`);
  });
});

describe('chatMarkdown in the Arabic interface (issue 17 item 5)', () => {
  it('writes its own words and the date in Arabic; the conversation and the sources stay as saved', () => {
    const md = chatMarkdown(chat, 'https://research.example', { texts: EXPORT_TEXTS.ar, date: createFormatters('ar', 'arab').date });
    expect(md.startsWith('# Small Business Relief\n\nالتاريخ: ٢٠ نوفمبر ٢٠٢٦\n\n## السؤال\n\nWho can elect Small Business Relief?\n\n## الإجابة\n\n')).toBe(
      true,
    );
    expect(md).toContain(`### المصادر\n\n[1] ${CT_LAW_TITLE}, Article (21): Small Business Relief — https://research.example/legislation/12#article-21`);
    expect(md).not.toContain('## Question');
    expect(md.endsWith('---\n\nلأغراض البحث الضريبي فقط. استشر دائماً مستشاراً ضريبياً مؤهلاً\n')).toBe(true);
  });
});
