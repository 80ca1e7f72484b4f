/**
 * The XSS corpus of the browser tests: classic and Markdown-specific payloads. Every one that could
 * run calls alert() with its own marker, so a dialog names the payload that got through; the DOM
 * checks in `expectNoInjectedScript` catch payloads that would only run on a click or a focus.
 */
export const XSS_PAYLOADS: readonly string[] = [
  `<script>alert('xss-1')</script>`,
  `<img src=x onerror=alert('xss-2')>`,
  `<svg onload=alert('xss-3')>`,
  `"><script>alert('xss-4')</script>`,
  `'><img src=x onerror=alert('xss-5')>`,
  `javascript:alert('xss-6')`,
  `[click me](javascript:alert('xss-7'))`,
  `[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgneHNzLTgnKTwvc2NyaXB0Pg==)`,
  `![image](x" onerror="alert('xss-9'))`,
  `<a href="javascript:alert('xss-10')">a link</a>`,
  `<iframe src="javascript:alert('xss-11')"></iframe>`,
  `<details open ontoggle=alert('xss-12')>`,
  `{{constructor.constructor('alert("xss-13")')()}}`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert('xss-14')>`,
  `[vb](vbscript:msgbox('xss-15'))`,
  `<body onload=alert('xss-16')>`,
  `</title><script>alert('xss-17')</script>`,
  `[mixed case](JaVaScRiPt:alert('xss-18'))`,
  `<input autofocus onfocus=alert('xss-19')>`,
  `\`<script>alert('xss-20')</script>\``,
  `<object data="javascript:alert('xss-21')"></object>`,
  `[ref]: javascript:alert('xss-22')\n\n[ref]`,
  `<a href="https://evil.example" onmouseover=alert('xss-23')>hover</a>`,
  `&lt;script&gt;alert('xss-24')&lt;/script&gt;`,
];

/** Short payloads for fields with a small length limit (names, titles). */
export const SHORT_PAYLOADS: readonly string[] = XSS_PAYLOADS.filter((p) => p.length <= 60 && !p.includes('\n'));

/** What the fake model endpoint answers to every question: the corpus around a real citation, plus outside links. */
export const MODEL_ANSWER = [
  '## Summary',
  '',
  'The threshold is AED 3,000,000 of Revenue [1].',
  '',
  'See [the FTA guide](https://www.tax.gov.ae/en/guide) and [https://mof.gov.ae](https://evil.example/phish).',
  '',
  ...XSS_PAYLOADS.map((p, i) => `${i + 1}. ${p}`),
].join('\n');

/**
 * Account names that pass the sign-up rule (plain text: no markup, addresses or schemes; issue 26) yet look like
 * code or escaped markup: they must still show as the very text.
 */
export const PLAIN_HOSTILE_NAMES: readonly string[] = [
  `'"); alert('xss-n1'); //`,
  "${alert('xss-n2')}",
  `{{alert('xss-n3')}}`,
  `&#60;img src=x onerror=alert('xss-n4')&#62;`,
];
