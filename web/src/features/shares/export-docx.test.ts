/** The Word memo of a saved conversation (issue 27), read back from the file's own XML. */
import { Packer } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ChatMessageDto } from '../../../../schema/api/account.ts';
import { EXTRACTIVE_NOTICE, type Citation } from '../../../../schema/api/research.ts';
import { formatDate } from '../../lib/format.ts';
import { articleKey, chatDocument, citedArticles, docxFileName, type CitedArticleText } from './export-docx.ts';
import { EXPORT_TEXT } from './messages.ts';

const ORIGIN = 'https://research.example';
const SBR = 'Ministerial Decision No. 73 of 2023 on Small Business Relief';
const CT_LAW = 'Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses';

function citation(n: number, legislationId: number, title: string, article: string, heading: string): Citation {
  return {
    n,
    legislation_id: legislationId,
    slug: null,
    title,
    legislation: null,
    status: 'Active',
    repealed: false,
    article,
    heading,
    article_label: `Article (${article})`,
    url: `/legislation/${legislationId}#article-${article}`,
    text: `${title}, Article (${article}): ${heading}`,
  };
}

const message = (role: ChatMessageDto['role'], content: string, citations: Citation[] = []): ChatMessageDto => ({
  role,
  content,
  created_at: '2026-11-20T10:00:00Z',
  citations,
});

const ENGLISH_ANSWER = [
  `*${EXTRACTIVE_NOTICE}*`,
  '## Summary',
  'The Revenue threshold shall be **AED (3,000,000)** three million for each Tax Period. [1]',
  '## Key Points',
  '- A Taxable Person may not elect to apply the relief if its Revenue exceeded the threshold. [1]',
  '  - (a) a nested item [2]',
  '| Tax Period | Threshold |\n|---|---|\n| 2024 | AED 3,000,000 |',
  '## Read Next',
  '- [Federal Decree-Law No. 47 of 2022, Article (21)](/legislation/12#article-21) — implemented by this Decision',
].join('\n\n');

const ARABIC_ANSWER = '## الملخص\n\nيكون حد الإيرادات (3.000.000) ثلاثة ملايين درهم. [1]';

const chat = {
  title: 'Small Business Relief threshold',
  created_at: '2026-11-20T10:00:00Z',
  messages: [
    message('user', 'What is the revenue threshold for Small Business Relief?'),
    message('assistant', ENGLISH_ANSWER, [citation(1, 73, SBR, '2', 'Revenue Threshold'), citation(2, 12, CT_LAW, '21', 'Small Business Relief')]),
    message('user', 'ما هو حد الإيرادات؟'),
    message('assistant', ARABIC_ANSWER, [citation(1, 73, SBR, '2', 'Revenue Threshold')]),
  ],
};

const articles = new Map<string, CitedArticleText>([
  [
    articleKey(73, '2'),
    {
      heading: 'Revenue Threshold',
      textEn: '### Article (2): Revenue Threshold\n1. The Revenue threshold shall be AED (3,000,000) three million.\n2. END-OF-ARTICLE-TWO',
      textAr: '### المادة (2): حد الإيرادات\n1. يكون حد الإيرادات (3.000.000) ثلاثة ملايين درهم.',
    },
  ],
]);

async function readDocx() {
  const buffer = await Packer.toBuffer(chatDocument(chat, articles, ORIGIN, { texts: EXPORT_TEXT, date: formatDate }));
  const files = unzipSync(new Uint8Array(buffer));
  return { xml: strFromU8(files['word/document.xml']!), rels: strFromU8(files['word/_rels/document.xml.rels']!) };
}

/** The paragraphs' text in order, with their style. */
function paragraphs(xml: string): Array<{ style: string | null; text: string; rtl: boolean }> {
  return [...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>|<w:p [^>]*>([\s\S]*?)<\/w:p>/g)].map((m) => {
    const body = m[1] ?? m[2] ?? '';
    return {
      style: /<w:pStyle w:val="([^"]+)"/.exec(body)?.[1] ?? null,
      text: [...body.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
        .map((t) => t[1])
        .join('')
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"'),
      rtl: body.includes('<w:bidi/>'),
    };
  });
}

describe('the Word memo of a conversation', () => {
  it('holds the title, the date, each question and answer under its heading, with the answer’s own structure', async () => {
    const { xml } = await readDocx();
    const ps = paragraphs(xml);
    const find = (text: string) => ps.find((p) => p.text.includes(text));
    expect(ps[0]).toMatchObject({ style: 'Title', text: 'Small Business Relief threshold' });
    expect(ps[1]!.text).toBe('Date: 20 Nov 2026'.replace('20 Nov 2026', formatDate('2026-11-20T10:00:00Z')!));
    expect(ps.filter((p) => p.style === 'Heading1').map((p) => p.text)).toEqual([
      'Question',
      'Answer',
      'Question',
      'Answer',
      'Appendix: the cited articles in full',
    ]);
    expect(find('What is the revenue threshold for Small Business Relief?')).toBeTruthy();
    expect(find('Summary')!.style).toBe('Heading2');
    expect(find('Key Points')!.style).toBe('Heading2');
    // Bold stays bold; list items are list paragraphs at their depth; the table is a Word table.
    expect(xml).toMatch(/<w:b\/>[\s\S]{0,200}AED \(3,000,000\)/);
    expect(xml).toMatch(/<w:numPr><w:ilvl w:val="0"\/>[\s\S]*?may not elect/);
    expect(xml).toMatch(/<w:numPr><w:ilvl w:val="1"\/>[\s\S]*?\(a\) a nested item/);
    expect(xml).toMatch(/<w:tbl>[\s\S]*Tax Period[\s\S]*AED 3,000,000[\s\S]*<\/w:tbl>/);
    expect(find(EXTRACTIVE_NOTICE)).toBeTruthy();
    expect(ps.at(-1)!.text).toBe(EXPORT_TEXT.disclaimer);
  });

  it('numbers every answer’s sources, linking each to its article page; in-app links become absolute', async () => {
    const { xml, rels } = await readDocx();
    const ps = paragraphs(xml);
    const sources = ps.filter((p) => /^\[\d\] /.test(p.text)).map((p) => p.text);
    expect(sources).toEqual([
      `[1] ${SBR}, Article (2): Revenue Threshold — ${ORIGIN}/legislation/73#article-2`,
      `[2] ${CT_LAW}, Article (21): Small Business Relief — ${ORIGIN}/legislation/12#article-21`,
      `[1] ${SBR}, Article (2): Revenue Threshold — ${ORIGIN}/legislation/73#article-2`,
    ]);
    // Word keeps a link's page in the relationship and its fragment as the anchor: together, the article's address.
    const targets = new Map([...rels.matchAll(/Id="([^"]+)" Type="[^"]+\/hyperlink" Target="([^"]+)" TargetMode="External"/g)].map((m) => [m[1]!, m[2]!]));
    const links = [...xml.matchAll(/<w:hyperlink [^>]*?w:anchor="([^"]+)" r:id="([^"]+)"/g)].map((m) => `${targets.get(m[2]!)}#${m[1]}`);
    expect(new Set(links)).toEqual(new Set([`${ORIGIN}/legislation/73#article-2`, `${ORIGIN}/legislation/12#article-21`]));
    expect(links).toHaveLength(6);
  });

  it('quotes each cited article in full in the appendix, with the official Arabic right to left for an answer in Arabic', async () => {
    const ps = paragraphs((await readDocx()).xml);
    const appendix = ps.slice(ps.findIndex((p) => p.text === 'Appendix: the cited articles in full'));
    expect(appendix.filter((p) => p.style === 'Heading2').map((p) => p.text)).toEqual([
      `${SBR}, Article (2): Revenue Threshold`,
      `${CT_LAW}, Article (21): Small Business Relief`,
    ]);
    expect(appendix.some((p) => p.text === '2. END-OF-ARTICLE-TWO')).toBe(true);
    const arabic = appendix.find((p) => p.text.includes('يكون حد الإيرادات'))!;
    expect(arabic.rtl).toBe(true);
    expect(appendix.find((p) => p.text === 'Official Arabic text')!.rtl).toBe(true);
    // An article whose text could not be read is named, never left out silently.
    expect(appendix.some((p) => p.text === EXPORT_TEXT.articleUnavailable)).toBe(true);
  });

  it('lists each cited article once, in the order first cited, and names the file after the conversation', () => {
    expect(citedArticles(chat).map((c) => `${c.legislation_id}#${c.article}`)).toEqual(['73#2', '12#21']);
    expect(docxFileName('small-business-relief-threshold.md')).toBe('small-business-relief-threshold.docx');
  });
});
