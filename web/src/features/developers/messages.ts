/** The developers page (issue 29): connecting an AI assistant to the MCP server, and the public API. */
import { bilingual } from '../../i18n/bilingual.ts';
import type { ToolName } from './connect-snippets.ts';

export const DEVELOPERS_TEXT = {
  documentTitle: 'Developers: MCP server and public API',
  eyebrow: 'Developers',
  title: 'The law where your AI assistant already works',
  intro:
    'The free half of the product is open to AI assistants through the Model Context Protocol (MCP) and to programs through a public API: keyword search, the articles that answer a question with pinpoint citations, every article in English and the official Arabic, the cross-references between them and each instrument’s status. No account and no key; anonymous use is limited to 60 calls a minute per client. The paid AI analysis is not offered here.',
  serverHeading: 'The MCP server',
  serverIntro: 'Add this address to your assistant as a remote MCP server (a “custom connector”):',
  serverAddressLabel: 'MCP server address',
  serverFacts: [
    'Transport: Streamable HTTP, stateless, JSON responses. Read-only; no sign-in.',
    'Results are compact and bounded, and every article carries its canonical citation and a link to its page here.',
    'Each document is also a resource a client can attach: legislation://{slug} (English) and legislation://{slug}/ar (official Arabic).',
    'The English texts are unofficial translations; where they differ, the official Arabic prevails.',
  ],
  toolsHeading: 'Tools',
  toolsIntro: 'Six read-only tools. Example calls and results are from this server, shortened.',
  exampleCall: 'Example call',
  exampleResult: 'Result (shortened)',
  codeLabel: (what: string) => `Code: ${what}`,
  tools: {
    find_provisions:
      'A question in English or Arabic → the articles that answer it, best first, with citation, snippet, status and link (the retrieval of AI Search, without the paid analysis).',
    get_article:
      'One article’s full text in English and/or the official Arabic, with its status, what it refers to and implements, and what implements or refers to it.',
    validate_citation:
      'Whether a citation (“Article 21 of Federal Decree-Law No. 47 of 2022”, “MD 73/2023 Art. 2”, Arabic forms) exists in the collection, its canonical form, link and status.',
    check_status: 'Whether an instrument or article is in force, amended or repealed, and by what.',
    search_legislation: 'Exact keyword search with the list’s filters (chapter, status, type): documents with the articles that contain the keyword.',
    get_document: 'An instrument’s record, status history and table of articles.',
  } satisfies Record<ToolName, string>,
  connectHeading: 'Add it to your assistant',
  claudeHeading: 'Claude (web and desktop)',
  claudeSteps: [
    'Open Settings → Connectors and choose “Add custom connector”.',
    'Name it “UAE Corporate Tax”, paste the address above and add it. No authentication is needed.',
    'In a chat, turn the connector on from the tools menu. On Team and Enterprise plans an owner adds it first under Admin settings → Connectors.',
  ],
  claudeDesktopFile:
    'Claude Desktop without custom connectors: add the server to claude_desktop_config.json (it runs the mcp-remote bridge with Node.js) and restart Claude.',
  claudeCode: 'Claude Code:',
  chatGptHeading: 'ChatGPT',
  chatGptSteps: [
    'Open Settings → Apps & Connectors → Advanced settings and turn on Developer mode.',
    'Choose “Create”, name the connector “UAE Corporate Tax”, paste the address above and choose “No authentication”.',
    'In a chat, choose Developer mode from the + menu and enable the connector.',
  ],
  vsCodeHeading: 'Visual Studio Code (GitHub Copilot agent mode)',
  vsCodeSteps:
    'Add the server to .vscode/mcp.json in your workspace (or run “MCP: Add Server” → HTTP and paste the address), then pick its tools in Copilot Chat’s agent mode.',
  apiHeading: 'The public API',
  apiIntro: 'The same reads as JSON over HTTP, described by an OpenAPI 3.1 document generated from the API’s own schemas:',
  apiDocumentLink: 'OpenAPI document (/api/openapi.json)',
  apiReads: 'Public reads',
  guideLink: 'The full guide, with every result, is docs/mcp.md in the repository.',
} as const;

export const DEVELOPERS_TEXTS = bilingual(DEVELOPERS_TEXT, {
  documentTitle: 'للمطورين: خادم MCP والواجهة البرمجية العامة',
  eyebrow: 'للمطورين',
  title: 'القانون حيث يعمل مساعدك الذكي',
  intro:
    'النصف المجاني من المنتج متاح للمساعدين الأذكياء عبر بروتوكول سياق النماذج (MCP) وللبرامج عبر واجهة برمجية عامة: البحث بالكلمات المفتاحية، والمواد التي تجيب عن سؤال مع إحالات دقيقة، وكل مادة بالإنجليزية وبالنص العربي الرسمي، والإحالات المتبادلة بينها، وحالة كل تشريع. دون حساب ودون مفتاح؛ والاستخدام دون تسجيل محدود بستين طلباً في الدقيقة لكل عميل. التحليل المدفوع بالذكاء الاصطناعي غير متاح هنا.',
  serverHeading: 'خادم MCP',
  serverIntro: 'أضف هذا العنوان إلى مساعدك بوصفه خادم MCP بعيداً («موصل مخصص»):',
  serverAddressLabel: 'عنوان خادم MCP',
  serverFacts: [
    'النقل: HTTP القابل للبث، دون حالة، بردود JSON. للقراءة فقط؛ دون تسجيل دخول.',
    'النتائج موجزة ومحدودة الحجم، وكل مادة تحمل إحالتها المعتمدة ورابطاً إلى صفحتها هنا.',
    'كل وثيقة متاحة أيضاً مورداً يمكن للعميل إرفاقه: legislation://{slug} (بالإنجليزية) وlegislation://{slug}/ar (بالعربية الرسمية).',
    'النصوص الإنجليزية ترجمات غير رسمية؛ وعند الاختلاف يسود النص العربي الرسمي.',
  ],
  toolsHeading: 'الأدوات',
  toolsIntro: 'ست أدوات للقراءة فقط. أمثلة الطلبات والنتائج مأخوذة من هذا الخادم، مختصرة.',
  exampleCall: 'مثال على طلب',
  exampleResult: 'النتيجة (مختصرة)',
  codeLabel: (what) => `شيفرة: ${what}`,
  tools: {
    find_provisions:
      'سؤال بالإنجليزية أو العربية ← المواد التي تجيب عنه مرتبة بالأفضلية، مع الإحالة والمقتطف والحالة والرابط (استرجاع البحث الذكي، دون التحليل المدفوع).',
    get_article: 'النص الكامل لمادة واحدة بالإنجليزية و/أو بالعربية الرسمية، مع حالتها، وما تحيل إليه وما تنفذه، وما ينفذها أو يحيل إليها.',
    validate_citation:
      'هل الإحالة («المادة 21 من المرسوم بقانون اتحادي رقم 47 لسنة 2022»، «MD 73/2023 Art. 2») موجودة في المجموعة، وصيغتها المعتمدة ورابطها وحالتها.',
    check_status: 'هل التشريع أو المادة سارية أو معدلة أو ملغاة، وبأي تشريع.',
    search_legislation: 'بحث دقيق بالكلمات المفتاحية مع مرشحات القائمة (الباب، الحالة، النوع): الوثائق مع المواد التي تتضمن الكلمة.',
    get_document: 'بيانات التشريع وسجل حالته وجدول مواده.',
  },
  connectHeading: 'أضفه إلى مساعدك',
  claudeHeading: 'Claude (الويب وتطبيق سطح المكتب)',
  claudeSteps: [
    'افتح الإعدادات ← الموصلات (Connectors) واختر «إضافة موصل مخصص».',
    'سمّه «UAE Corporate Tax»، والصق العنوان أعلاه وأضفه. لا حاجة إلى مصادقة.',
    'في المحادثة، فعّل الموصل من قائمة الأدوات. في خطط الفرق والمؤسسات يضيفه المالك أولاً من إعدادات الإدارة ← الموصلات.',
  ],
  claudeDesktopFile:
    'تطبيق Claude لسطح المكتب دون موصلات مخصصة: أضف الخادم إلى الملف claude_desktop_config.json (يشغّل جسر mcp-remote عبر Node.js) ثم أعد تشغيل Claude.',
  claudeCode: 'في Claude Code:',
  chatGptHeading: 'تطبيق ChatGPT',
  chatGptSteps: [
    'افتح الإعدادات ← التطبيقات والموصلات ← الإعدادات المتقدمة وفعّل وضع المطور.',
    'اختر «إنشاء»، وسمّ الموصل «UAE Corporate Tax»، والصق العنوان أعلاه واختر «دون مصادقة».',
    'في المحادثة، اختر وضع المطور من القائمة + وفعّل الموصل.',
  ],
  vsCodeHeading: 'Visual Studio Code (وضع الوكيل في GitHub Copilot)',
  vsCodeSteps:
    'أضف الخادم إلى الملف ‎.vscode/mcp.json في مساحة عملك (أو شغّل الأمر «MCP: Add Server» ← HTTP والصق العنوان)، ثم اختر أدواته في وضع الوكيل في Copilot Chat.',
  apiHeading: 'الواجهة البرمجية العامة',
  apiIntro: 'القراءات نفسها بصيغة JSON عبر HTTP، موصوفة بوثيقة OpenAPI 3.1 مولدة من مخططات الواجهة نفسها:',
  apiDocumentLink: 'وثيقة OpenAPI ‏(/api/openapi.json)',
  apiReads: 'القراءات العامة',
  guideLink: 'الدليل الكامل بكل النتائج هو الملف docs/mcp.md في المستودع.',
});
