/**
 * Texts of the legislation search (spec §2 'basic' tab), its result rows, the document page and its
 * citator, in English and Arabic (issue 17 item 5). Legislation types, statuses and article labels in
 * Arabic come from schema/arabic-labels.ts and schema/api/legislation-labels.ts, not from here.
 */
import { bilingual } from '../../i18n/bilingual.ts';
import type { Formatters } from '../../i18n/format.ts';

/** The keyword search tab, its filters and the results table. */
export const LEGISLATION_SEARCH_TEXT = {
  browseAll: (count: string) => `Browse all ${count} Corporate Tax documents`,
  browseAllRest: ' — exact keyword search is free and unlimited, in English and Arabic.',
  showAllDocuments: 'Show all documents',
  keyword: 'Keyword',
  keywordPlaceholder: 'e.g. Small Business Relief, Qualifying Free Zone Person, تسهيلات الأعمال الصغيرة',
  keywordHelp:
    'Exact, case-insensitive match over titles, summaries and, where we hold them, the full English and official Arabic texts. Citations, amounts and spellings are read as the texts write them: Art. 50 finds Article (50), 375000 finds 375,000, non resident finds non-resident.',
  startTitle: 'Start by searching or filtering',
  startHint: 'Type a keyword or pick a chapter, status or type to list the legislation.',
  loadError: 'Error loading legislation data',
  /** The list's failure as the client words it, before the server's reason (api.ts). */
  listFailure: 'Failed to fetch legislation data',
  searching: 'Searching the legislation…',
  noResults: 'No legislation found matching your criteria',
  noResultsHint: 'Try adjusting your search terms or filters',
  /** Before the terms the texts write for an abbreviation they do not use (GET /api/legislation spelled_out). */
  spelledOut: (abbreviation: string) => `The legislation writes ${abbreviation} out in full. Search for:`,
  loadMore: (remaining: number, format: Formatters) => `Load More (${format.number(remaining)} remaining)`,
  resultsCount: (shown: number, total: number, all: number, _format: Formatters) => `Showing ${shown} of ${total} filtered from ${all} total records`,
  /** After the count line: how many of the filtered records have their text (issue 27 item 6). */
  resultsWithText: (withText: number, format: Formatters) => ` · ${format.number(withText)} of them with full text`,
  columnTitle: 'Title & Content',
  columnDetails: 'Details',
  columnActions: 'Actions',
  filterChapter: 'Chapter',
  filterStatus: 'Status',
  filterType: 'Type',
  filterSort: 'Sort',
  allChapters: 'All chapters',
  allStatuses: 'All statuses',
  allTypes: 'All types',
  sortDate: 'Date',
  sortTitle: 'Title',
  sortChapter: 'Chapter',
} as const;

export const LEGISLATION_SEARCH_TEXTS = bilingual(LEGISLATION_SEARCH_TEXT, {
  browseAll: (count) => `تصفّح جميع تشريعات ضريبة الشركات، وعددها ${count}`,
  browseAllRest: ' — البحث الدقيق بالكلمات المفتاحية مجاني وغير محدود، بالعربية والإنجليزية.',
  showAllDocuments: 'عرض جميع التشريعات',
  keyword: 'الكلمة المفتاحية',
  // As the official Arabic writes the terms: the search is exact.
  keywordPlaceholder: 'مثال: تسهيلات الأعمال الصغيرة، الشخص المؤهل القائم في المنطقة الحرة، Small Business Relief',
  keywordHelp:
    'مطابقة تامة لا تميّز بين الأحرف الكبيرة والصغيرة، في العناوين والملخصات، وفي النصوص الإنجليزية الكاملة والنصوص العربية الرسمية حيثما توفرت لدينا. تُقرأ الإحالات والمبالغ كما تكتبها النصوص: «المادة 50» تجد «المادة (50)»، و«375000» تجد «375.000».',
  startTitle: 'ابدأ بالبحث أو التصفية',
  startHint: 'اكتب كلمة مفتاحية أو اختر فصلاً أو حالةً أو نوعاً لعرض التشريعات.',
  loadError: 'حدث خطأ أثناء تحميل بيانات التشريعات',
  listFailure: 'تعذّر جلب بيانات التشريعات',
  searching: 'جارٍ البحث في التشريعات…',
  noResults: 'لم يُعثر على تشريعات تطابق معايير البحث',
  noResultsHint: 'جرّب تعديل كلمات البحث أو عوامل التصفية',
  spelledOut: (abbreviation) => `تكتب التشريعات ${abbreviation} كاملاً. ابحث عن:`,
  loadMore: (remaining, format) => `تحميل المزيد (يتبقى ${format.number(remaining)})`,
  resultsCount: (shown, total, all, format) => {
    const t = format.number(total);
    const a = format.number(all);
    const results = format.plural(total, {
      zero: `${t} نتيجة`,
      one: 'نتيجة واحدة',
      two: 'نتيجتين',
      few: `${t} نتائج`,
      many: `${t} نتيجة`,
      other: `${t} نتيجة`,
    });
    const records = format.plural(all, {
      zero: `${a} سجل`,
      one: 'سجل واحد',
      two: 'سجلين',
      few: `${a} سجلات`,
      many: `${a} سجلاً`,
      other: `${a} سجل`,
    });
    return `يُعرض ${format.number(shown)} من ${results}، بعد التصفية من إجمالي ${records}`;
  },
  resultsWithText: (withText, format) => ` · ${format.number(withText)} منها بنصها الكامل`,
  columnTitle: 'العنوان والمحتوى',
  columnDetails: 'التفاصيل',
  columnActions: 'الإجراءات',
  filterChapter: 'الفصل',
  filterStatus: 'الحالة',
  filterType: 'النوع',
  filterSort: 'الترتيب',
  allChapters: 'جميع الفصول',
  allStatuses: 'جميع الحالات',
  allTypes: 'جميع الأنواع',
  sortDate: 'التاريخ',
  sortTitle: 'العنوان',
  sortChapter: 'الفصل',
});

/** One record of the results table and its expandable details. */
export const LEGISLATION_ROW_TEXT = {
  loadingText: 'Loading the text…',
  textLoadFailed: 'The text could not be loaded:',
  textProcessing: 'The text of this document is still being processed.',
  originalText: 'Original text',
  loadingKeyPoints: 'Loading the key points…',
  keyPointsLoadFailed: 'The key points could not be loaded:',
  keyPoints: 'Key points',
  findingMatches: 'Finding the matching articles…',
  matchesLoadFailed: 'The matching articles could not be loaded:',
  matchingArticles: 'Matching articles',
  moreMatches: (n: number, _format: Formatters) => `and ${n} more matching ${n === 1 ? 'passage' : 'passages'} in this document`,
  hideDetails: 'Hide details',
  showDetails: 'Show summary & key points',
  summary: 'Summary',
  noSummary: "No summary yet: we hold this document's metadata and official link, not its text.",
  hideOriginalText: 'Hide original text',
  showOriginalText: 'Show original text',
  officialSource: 'Official source ↗',
  status: 'Status',
  type: 'Type',
  chapter: 'Chapter',
  issuedLabel: 'Issued',
  issued: (date: string) => `Issued ${date}`,
  length: 'Length',
  words: (n: number, format: Formatters) => `${format.number(n)} words`,
  textNotAvailable: 'Text not yet available',
  /** The row's mark of a record without text, spoken with its meaning (issue 27 item 6). */
  textNotAvailableNote: "The collection holds this document's details, not its text: it cannot be searched in full or analysed by the AI Assistant.",
  openDocument: 'Open document',
} as const;

export const LEGISLATION_ROW_TEXTS = bilingual(LEGISLATION_ROW_TEXT, {
  loadingText: 'جارٍ تحميل النص…',
  textLoadFailed: 'تعذّر تحميل النص:',
  textProcessing: 'لا يزال نص هذا التشريع قيد المعالجة.',
  originalText: 'النص الأصلي',
  loadingKeyPoints: 'جارٍ تحميل النقاط الرئيسية…',
  keyPointsLoadFailed: 'تعذّر تحميل النقاط الرئيسية:',
  keyPoints: 'النقاط الرئيسية',
  findingMatches: 'جارٍ البحث عن المواد المطابقة…',
  matchesLoadFailed: 'تعذّر تحميل المواد المطابقة:',
  matchingArticles: 'المواد المطابقة',
  moreMatches: (n, format) => {
    const c = format.number(n);
    return format.plural(n, {
      zero: `و${c} موضع آخر مطابق في هذا التشريع`,
      one: 'وموضع آخر مطابق في هذا التشريع',
      two: 'وموضعان آخران مطابقان في هذا التشريع',
      few: `و${c} مواضع أخرى مطابقة في هذا التشريع`,
      many: `و${c} موضعاً آخر مطابقاً في هذا التشريع`,
      other: `و${c} موضع آخر مطابق في هذا التشريع`,
    });
  },
  hideDetails: 'إخفاء التفاصيل',
  showDetails: 'عرض الملخص والنقاط الرئيسية',
  summary: 'الملخص',
  noSummary: 'لا يتوفر ملخص بعد: نحتفظ بالبيانات الوصفية لهذا التشريع ورابطه الرسمي، لا بنصه.',
  hideOriginalText: 'إخفاء النص الأصلي',
  showOriginalText: 'عرض النص الأصلي',
  officialSource: 'المصدر الرسمي ↗',
  status: 'الحالة',
  type: 'النوع',
  chapter: 'الفصل',
  issuedLabel: 'تاريخ الإصدار',
  issued: (date) => `صدر في ${date}`,
  length: 'الطول',
  words: (n, format) => {
    const c = format.number(n);
    return format.plural(n, { zero: `${c} كلمة`, one: 'كلمة واحدة', two: 'كلمتان', few: `${c} كلمات`, many: `${c} كلمة`, other: `${c} كلمة` });
  },
  textNotAvailable: 'النص غير متاح بعد',
  textNotAvailableNote: 'تتضمن المجموعة بيانات هذا التشريع لا نصه: فلا يمكن البحث في نصه الكامل ولا تحليله بالمساعد الذكي.',
  openDocument: 'فتح التشريع',
});

/** The document page (/legislation/:id): header, notes, metadata, summary, contents and articles. */
export const DOCUMENT_TEXT = {
  loading: 'Loading the document…',
  notFoundTitle: 'Document not found',
  loadFailedTitle: 'The document could not be loaded',
  notFound: 'No Corporate Tax document has this address.',
  backToSearch: 'Back to legislation search',
  backLink: '← Legislation search',
  officialSource: 'Official source ↗',
  officialEnglish: 'Official English text',
  officialEnglishRest: ' as published by the Federal Tax Authority.',
  unofficialTranslation: 'The English text is an unofficial translation.',
  arabicPrevails: (shownBeside: boolean) => ` The official Arabic text${shownBeside ? ', shown beside it,' : ''} prevails.`,
  chapter: 'Chapter',
  issued: 'Issued',
  effective: 'Effective',
  words: 'Words',
  notSet: 'Not set',
  summary: 'Summary',
  keyPoints: 'Key points',
  editorialNote: 'Summary and key points are editorial aids written for this platform, not part of the law.',
  text: 'Text',
  textNotAvailable: 'Text not yet available',
  textProcessing: (sourceLinked: boolean) =>
    `The text of this document is still being processed. Its metadata and status are shown above${sourceLinked ? ', and the official source is linked' : ''}.`,
  tableOfContents: 'Table of contents',
  contents: 'Contents',
  repealed: 'This document has been repealed.',
  repealedKept: 'It is kept for reference and for periods before the repeal took effect.',
  amended: 'This document has been amended.',
  statusUnconfirmed: 'Current status not confirmed.',
} as const;

export const DOCUMENT_TEXTS = bilingual(DOCUMENT_TEXT, {
  loading: 'جارٍ تحميل التشريع…',
  notFoundTitle: 'لم يُعثر على التشريع',
  loadFailedTitle: 'تعذّر تحميل التشريع',
  notFound: 'لا يوجد تشريع لضريبة الشركات بهذا العنوان.',
  backToSearch: 'العودة إلى البحث في التشريعات',
  backLink: '→ البحث في التشريعات',
  officialSource: 'المصدر الرسمي ↗',
  officialEnglish: 'النص الإنجليزي رسمي',
  officialEnglishRest: ' كما نشرته الهيئة الاتحادية للضرائب.',
  unofficialTranslation: 'النص الإنجليزي ترجمة غير رسمية.',
  arabicPrevails: (shownBeside) => ` ويُعتدّ بالنص العربي الرسمي${shownBeside ? '، المعروض إلى جانبها،' : ''} عند الاختلاف.`,
  chapter: 'الفصل',
  issued: 'تاريخ الإصدار',
  effective: 'تاريخ السريان',
  words: 'عدد الكلمات',
  notSet: 'غير محدد',
  summary: 'الملخص',
  keyPoints: 'النقاط الرئيسية',
  editorialNote: 'الملخص والنقاط الرئيسية أدوات تحريرية أُعدّت لهذه المنصة، وليست جزءاً من القانون.',
  text: 'النص',
  textNotAvailable: 'النص غير متاح بعد',
  textProcessing: (sourceLinked) =>
    `لا يزال نص هذا التشريع قيد المعالجة. بياناته الوصفية وحالته معروضة أعلاه${sourceLinked ? '، مع رابط إلى المصدر الرسمي' : ''}.`,
  tableOfContents: 'جدول المحتويات',
  contents: 'المحتويات',
  repealed: 'أُلغي هذا التشريع.',
  repealedKept: 'يُحتفَظ به للرجوع إليه وللفترات السابقة لسريان الإلغاء.',
  amended: 'عُدِّل هذا التشريع.',
  statusUnconfirmed: 'الحالة الراهنة غير مؤكدة.',
});

/** The citator: reference lists under articles and the document's amendments and repeals. */
export const CITATOR_TEXT = {
  referredToBy: 'Referred to by',
  implementedBy: 'Implemented by',
  implements: 'Implements',
  amendedBy: 'Amended by',
  repealedBy: 'Repealed by',
  amends: 'Amends',
  repeals: 'Repeals',
  relationsTitle: 'Amendments and repeals',
  thisDocument: 'This document',
  /** Between an article and its instrument in the Arabic label ('المادة (21) من …'); English writes 'Title, Article (21)'. */
  of: 'of',
  notInCollection: '(not in the collection)',
  notInCollectionTitle: (title: string) => `Not in the collection: ${title}`,
  showFewer: 'Show fewer',
  showAll: (n: number, _format: Formatters) => `Show all ${n}`,
  repealedMark: 'repealed',
  repealedSpoken: ' (repealed)',
} as const;

export const CITATOR_TEXTS = bilingual(CITATOR_TEXT, {
  referredToBy: 'وردت الإشارة إليها في',
  implementedBy: 'نُفِّذت بموجب',
  implements: 'تُنفِّذ',
  amendedBy: 'عُدِّل بموجب',
  repealedBy: 'أُلغي بموجب',
  amends: 'يُعدِّل',
  repeals: 'يُلغي',
  relationsTitle: 'التعديلات والإلغاءات',
  thisDocument: 'هذا التشريع',
  of: 'من',
  notInCollection: '(غير مدرج في المجموعة)',
  notInCollectionTitle: (title) => `غير مدرج في المجموعة: ${title}`,
  showFewer: 'عرض عدد أقل',
  showAll: (n, format) => `عرض الكل (${format.number(n)})`,
  repealedMark: 'ملغى',
  repealedSpoken: ' (ملغى)',
});

/** The AI Assistant button of a record and its tooltip (spec §2). */
export const AI_ASSISTANT_TEXT = {
  button: 'AI Assistant',
  anonymousTooltip: 'Login required to access AI chat features. Click to login and unlock AI-powered analysis.',
  signedInTooltip: 'Start your AI-powered tax research conversation',
} as const;

export const AI_ASSISTANT_TEXTS = bilingual(AI_ASSISTANT_TEXT, {
  button: 'المساعد الذكي',
  anonymousTooltip: 'يلزم تسجيل الدخول لاستخدام ميزات المحادثة بالذكاء الاصطناعي. انقر لتسجيل الدخول والاستفادة من التحليل المدعوم بالذكاء الاصطناعي.',
  signedInTooltip: 'ابدأ محادثتك البحثية الضريبية المدعومة بالذكاء الاصطناعي',
});
