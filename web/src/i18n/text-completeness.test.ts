/**
 * Issue 17 item 5: every English text of the interface has an Arabic counterpart beside it.
 * 1. Each text module (messages.ts, and the other modules listed below) exports its English texts
 *    only as the `en` of a bilingual pair, and every Arabic text is really Arabic.
 * 2. No component of the translated pages holds an English text inline (JSX text, a labelling
 *    attribute, or a string shown as a JSX child): texts live in the text modules.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isBilingual } from './bilingual.ts';

const textModules = import.meta.glob<Record<string, unknown>>(['../**/messages.ts', '../**/*-messages.ts', '!../features/admin/**'], { eager: true });

/**
 * Outside the Arabic interface by decision (docs/decisions/018-arabic-interface.md): the admin
 * dashboards (staff tools, English only) and the binding English of the Terms and Privacy pages,
 * which the Arabic interface shows under an Arabic notice that the English governs.
 */
const OUT_OF_SCOPE = [/^features\/admin\//, /^pages\/admin-/, /^pages\/terms-page\.tsx$/, /^pages\/privacy-page\.tsx$/, /\.test\.tsx?$/, /^test\//];

/** Names and codes written the same in Arabic text. */
const SAME_IN_BOTH = /^(BETA|AED|PDF|URL|FTA|ID|API|UAE|Markdown|Stripe|OpenAI|Email|E-mail)$/;

const LATIN_WORD = /[A-Za-z]{2,}/;
const ARABIC_LETTER = /[\u0600-\u06FF]/;

function hasStrings(value: unknown): boolean {
  if (typeof value === 'string') return LATIN_WORD.test(value);
  if (typeof value === 'function') return true;
  if (value && typeof value === 'object') return Object.values(value).some(hasStrings);
  return false;
}

function sampleArgs(fn: (...args: unknown[]) => unknown): unknown[] {
  return Array.from({ length: fn.length }, () => 'x');
}

/** Paths where the English is a text and the Arabic is not Arabic, or keys are missing. */
function gaps(en: unknown, ar: unknown, at: string, out: string[]) {
  if (typeof en === 'string') {
    if (typeof ar !== 'string' || ar.trim() === '') out.push(`${at}: no Arabic text`);
    else if (LATIN_WORD.test(en) && !ARABIC_LETTER.test(ar) && !SAME_IN_BOTH.test(ar.trim())) out.push(`${at}: "${ar}" is not Arabic`);
    return;
  }
  if (typeof en === 'function') {
    if (typeof ar !== 'function') return void out.push(`${at}: no Arabic function`);
    if (ar.length !== en.length) out.push(`${at}: takes ${ar.length} arguments, English ${en.length}`);
    let enOut: unknown;
    let arOut: unknown;
    try {
      enOut = (en as (...a: unknown[]) => unknown)(...sampleArgs(en as never));
      arOut = (ar as (...a: unknown[]) => unknown)(...sampleArgs(ar as never));
    } catch {
      return; // needs richer arguments than a sample: the type check still holds the shape
    }
    gaps(enOut, arOut, `${at}()`, out);
    return;
  }
  if (en && typeof en === 'object') {
    if (!ar || typeof ar !== 'object') return void out.push(`${at}: no Arabic object`);
    for (const [key, value] of Object.entries(en)) gaps(value, (ar as Record<string, unknown>)[key], `${at}.${key}`, out);
  }
}

describe('every English text has an Arabic counterpart', () => {
  it('finds the text modules', () => {
    expect(Object.keys(textModules).length).toBeGreaterThanOrEqual(8);
  });

  for (const [file, exports] of Object.entries(textModules)) {
    it(`${file}: English text objects are paired, Arabic texts are Arabic`, () => {
      const pairs = Object.values(exports).filter(isBilingual);
      const pairedEnglish = new Set(pairs.map((p) => p.en));
      const unpaired = Object.entries(exports)
        .filter(([, value]) => !isBilingual(value) && typeof value === 'object' && value !== null && hasStrings(value))
        .filter(([, value]) => !pairedEnglish.has(value))
        .map(([name]) => name);
      expect(unpaired, `English texts without an Arabic pair in ${file}`).toEqual([]);
      const out: string[] = [];
      for (const [name, value] of Object.entries(exports)) if (isBilingual(value)) gaps(value.en, value.ar, name, out);
      expect(out, `Arabic gaps in ${file}`).toEqual([]);
    });
  }
});

const LABEL_ATTRIBUTE = /^(aria-label|aria-description|placeholder|title|alt|label|heading|description|text|message|emptyText|hint|caption)$/;

/** English words in JSX children, labelling attributes and strings rendered as children. */
export function inlineTexts(source: string, fileName: string): string[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const line = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const isText = (s: string) => LATIN_WORD.test(s) && !SAME_IN_BOTH.test(s.trim()) && !/^[a-z0-9:_./\-[\]() ]+$/.test(s.trim()) === true;
  /** A string shown as a JSX child: {'Save'}, {busy ? 'Saving…' : 'Save'}, {a || 'None'}. */
  function visitChildExpression(node: ts.Node) {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (isText(node.text)) found.push(`${fileName}:${line(node)} "${node.text}"`);
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
      if (LATIN_WORD.test(parts.replace(/[^A-Za-z ]/g, ' '))) found.push(`${fileName}:${line(node)} \`${parts.trim()}\``);
    } else if (ts.isConditionalExpression(node)) {
      visitChildExpression(node.whenTrue);
      visitChildExpression(node.whenFalse);
    } else if (
      ts.isBinaryExpression(node) &&
      (node.operatorToken.kind === ts.SyntaxKind.BarBarToken ||
        node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
        node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)
    ) {
      visitChildExpression(node.right);
    } else if (ts.isParenthesizedExpression(node)) visitChildExpression(node.expression);
  }
  function visit(node: ts.Node) {
    if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      if (LATIN_WORD.test(text) && !SAME_IN_BOTH.test(text)) found.push(`${fileName}:${line(node)} "${text}"`);
    } else if (ts.isJsxAttribute(node) && LABEL_ATTRIBUTE.test(node.name.getText(sf)) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init) && isText(init.text)) found.push(`${fileName}:${line(node)} ${node.name.getText(sf)}="${init.text}"`);
      else if (ts.isJsxExpression(init) && init.expression) visitChildExpression(init.expression);
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      visitChildExpression(node.expression);
    }
    ts.forEachChild(node, visit);
  }
  visit(sf);
  return found;
}

/** Every component's source, keyed by its path under web/src. */
const componentSources = Object.fromEntries(
  Object.entries(import.meta.glob<string>('../**/*.tsx', { query: '?raw', import: 'default', eager: true })).map(([file, source]) => [
    file.replace(/^\.\.\//, ''),
    source,
  ]),
);

function translatedComponents(): string[] {
  return Object.keys(componentSources).filter((f) => !OUT_OF_SCOPE.some((re) => re.test(f)));
}

describe('components hold no English text inline', () => {
  it('the scanner sees JSX text, labelling attributes and strings shown as children', () => {
    const sample = `const A = () => <div aria-label="Close dialog" className="px-2 text-sm">Hello there {busy ? 'Saving…' : 'Save'} {t.ok} {\`\${n} results\`}</div>;`;
    expect(inlineTexts(sample, 'sample.tsx')).toEqual([
      'sample.tsx:1 aria-label="Close dialog"',
      'sample.tsx:1 "Hello there"',
      'sample.tsx:1 "Saving…"',
      'sample.tsx:1 "Save"',
      'sample.tsx:1 `results`',
    ]);
  });

  it('every translated component takes its texts from a text module', () => {
    expect(translatedComponents().length).toBeGreaterThan(100);
    const found = translatedComponents().flatMap((f) => inlineTexts(componentSources[f]!, f));
    expect(found).toEqual([]);
  });
});
