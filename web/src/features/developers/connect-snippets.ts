/**
 * What a developer copies: the configuration of each client and an example call and result of each tool (taken
 * from the real server on the real corpus, shortened). Code, the same in both interface languages.
 */
import type { McpToolName as ToolName } from '../../../../schema/api/mcp-labels.ts';

export type { ToolName };

export const TOOL_ORDER: readonly ToolName[] = ['find_provisions', 'get_article', 'validate_citation', 'check_status', 'search_legislation', 'get_document'];

export const TOOL_EXAMPLES: Record<ToolName, { call: object; result: object }> = {
  find_provisions: {
    call: { question: 'Who qualifies for Small Business Relief?', limit: 3 },
    result: {
      results: [
        {
          rank: 1,
          citation: 'Article 3 of Ministerial Decision No. 73 of 2023',
          article: { number: '3', heading: 'Additional Conditions for Small Business Relief' },
          snippet: 'A Resident Person that elects to apply **Small Business Relief** must not be any of the following: …',
          status: 'active',
          link: '/legislation/23#article-3',
        },
        { rank: 2, citation: 'Article 21 of Federal Decree-Law No. 47 of 2022', status: 'amended', link: '/legislation/2#article-21' },
      ],
    },
  },
  get_article: {
    call: { document: 'MD 73/2023', article: '2', language: 'en' },
    result: {
      citation: 'Article 2 of Ministerial Decision No. 73 of 2023',
      status: 'active',
      text_en: { text: '1. For the purposes of Small Business Relief referred to in Article (21) of the Corporate Tax Law … AED (3,000,000) …' },
      implements: { items: [{ cites: 'Article 21 of Federal Decree-Law No. 47 of 2022', link: '/legislation/2#article-21' }], total: 1 },
    },
  },
  validate_citation: {
    call: { citation: 'Article 99 of Federal Decree-Law No. 47 of 2022' },
    result: { exists: false, problem: 'Federal Decree-Law No. 47 of 2022 has no Article 99: its articles are numbered 1 to 70; it also has Preamble, Notes.' },
  },
  check_status: {
    call: { target: 'MD 125/2023' },
    result: {
      status: 'repealed',
      in_force: false,
      statement:
        'Ministerial Decision No. 125 of 2023 is repealed (Abrogated by Ministerial Decision No. 301 of 2024). Repealed by Ministerial Decision No. 301 of 2024.',
      repealed_by: [{ cites: 'Ministerial Decision No. 301 of 2024', link: '/legislation/41' }],
    },
  },
  search_legislation: {
    call: { query: 'Small Business Relief', status: 'active', limit: 2 },
    result: {
      total: 1,
      records: [
        {
          slug: 'md-73-2023',
          type: 'Ministerial Decision',
          status: 'active',
          matches: [{ article: '2', snippet: '… For the purposes of **Small Business Relief** …' }],
        },
      ],
    },
  },
  get_document: {
    call: { document: 'md-125-2023' },
    result: {
      citation: 'Ministerial Decision No. 125 of 2023',
      status: 'repealed',
      status_history: { repealed_by: [{ cites: 'Ministerial Decision No. 301 of 2024' }] },
      articles: {
        items: [
          { number: 'Preamble', heading: null },
          { number: '1', heading: 'Definitions' },
        ],
      },
    },
  },
};

export const json = (value: unknown) => JSON.stringify(value, null, 2);

/** claude_desktop_config.json, through the mcp-remote bridge (for Claude Desktop builds without remote connectors). */
export const claudeDesktopConfig = (url: string) => json({ mcpServers: { 'uae-corporate-tax': { command: 'npx', args: ['-y', 'mcp-remote', url] } } });

/** .vscode/mcp.json */
export const vsCodeConfig = (url: string) => json({ servers: { 'uae-corporate-tax': { type: 'http', url } } });

export const claudeCodeCommand = (url: string) => `claude mcp add --transport http uae-corporate-tax ${url}`;

export const PUBLIC_READS = ['/api/legislation', '/api/legislation/{id}', '/api/passages', '/api/shared/{shareId}'] as const;
