/**
 * /developers (issue 29): how to connect an AI assistant to the MCP server at /mcp, its tools with an example
 * each, and the public API's OpenAPI document. A lazily loaded route: nothing of it weighs on the home page.
 */
import { MCP_PATH } from '../../../schema/api/mcp-labels.ts';
import { CheckItem, Hero, Section, textLinkClass } from '../components/ui/page-sections.tsx';
import { CodeBlock } from '../features/developers/components/code-block.tsx';
import {
  claudeCodeCommand,
  claudeDesktopConfig,
  json,
  PUBLIC_READS,
  TOOL_EXAMPLES,
  TOOL_ORDER,
  vsCodeConfig,
} from '../features/developers/connect-snippets.ts';
import { DEVELOPERS_TEXTS } from '../features/developers/messages.ts';
import { useTexts } from '../i18n/locale.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';

const OPENAPI_PATH = '/api/openapi.json';
/** Every public read is a GET. */
const READ_METHOD = 'GET';

export function DevelopersPage() {
  const t = useTexts(DEVELOPERS_TEXTS);
  useDocumentTitle(t.documentTitle);
  // The address of this deployment, as an assistant must be given it.
  const serverUrl = `${window.location.origin}${MCP_PATH}`;

  return (
    <>
      <Hero eyebrow={t.eyebrow} title={t.title}>
        <p>{t.intro}</p>
      </Hero>

      <Section id="server" title={t.serverHeading} intro={t.serverIntro}>
        <CodeBlock label={t.serverAddressLabel} code={serverUrl} />
        <ul className="mt-6 space-y-2 text-slate-700">
          {t.serverFacts.map((fact) => (
            <CheckItem key={fact}>{fact}</CheckItem>
          ))}
        </ul>
      </Section>

      <Section id="tools" title={t.toolsHeading} intro={t.toolsIntro} className="border-t border-slate-200">
        <div className="grid gap-8 lg:grid-cols-2">
          {TOOL_ORDER.map((name) => (
            <article key={name} aria-labelledby={`tool-${name}`} className="min-w-0 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <h3 id={`tool-${name}`} className="font-mono text-lg font-semibold text-blue-950" dir="ltr">
                {name}
              </h3>
              <p className="mt-2 text-slate-700">{t.tools[name]}</p>
              <h4 className="mt-4 text-sm font-semibold text-slate-600">{t.exampleCall}</h4>
              <CodeBlock label={t.codeLabel(`${name} ${t.exampleCall}`)} code={json(TOOL_EXAMPLES[name].call)} />
              <h4 className="mt-4 text-sm font-semibold text-slate-600">{t.exampleResult}</h4>
              <CodeBlock label={t.codeLabel(`${name} ${t.exampleResult}`)} code={json(TOOL_EXAMPLES[name].result)} />
            </article>
          ))}
        </div>
      </Section>

      <Section id="connect" title={t.connectHeading} className="border-t border-slate-200">
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="min-w-0">
            <h3 className="text-lg font-semibold text-blue-950">{t.claudeHeading}</h3>
            <ol className="mt-2 list-decimal space-y-1 ps-5 text-slate-700">
              {t.claudeSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className="mt-4 text-slate-700">{t.claudeDesktopFile}</p>
            <CodeBlock label={t.codeLabel('claude_desktop_config.json')} code={claudeDesktopConfig(serverUrl)} />
            <p className="mt-4 text-slate-700">{t.claudeCode}</p>
            <CodeBlock label={t.codeLabel(t.claudeCode)} code={claudeCodeCommand(serverUrl)} />
          </div>
          <div className="min-w-0">
            <h3 className="text-lg font-semibold text-blue-950">{t.chatGptHeading}</h3>
            <ol className="mt-2 list-decimal space-y-1 ps-5 text-slate-700">
              {t.chatGptSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <h3 className="mt-8 text-lg font-semibold text-blue-950">{t.vsCodeHeading}</h3>
            <p className="mt-2 text-slate-700">{t.vsCodeSteps}</p>
            <CodeBlock label={t.codeLabel('.vscode/mcp.json')} code={vsCodeConfig(serverUrl)} />
          </div>
        </div>
      </Section>

      <Section id="api" title={t.apiHeading} intro={t.apiIntro} className="border-t border-slate-200">
        <p>
          <a href={OPENAPI_PATH} className={textLinkClass}>
            {t.apiDocumentLink}
          </a>
        </p>
        <h3 className="mt-6 text-lg font-semibold text-blue-950">{t.apiReads}</h3>
        <ul className="mt-2 space-y-1 font-mono text-sm text-slate-700" dir="ltr">
          {PUBLIC_READS.map((path) => (
            <li key={path}>
              {READ_METHOD} {path}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-slate-600">{t.guideLink}</p>
      </Section>
    </>
  );
}
