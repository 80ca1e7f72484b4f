/**
 * Rows of ../shared/corpus/manifest.json copied as literals (titles, types, numbers, status notes as
 * they are), for the citator's unit tests: the parser resolves names against exactly this. Also the
 * tests' shorthand for calling findReferences and reading its edges.
 */
import { findReferences, type CatalogDocument, type FoundReference } from '../../src/services/citator/index.ts';

export const CATALOG: readonly CatalogDocument[] = [
  {
    slug: 'fdl-28-2022',
    title: 'Federal Decree-Law No. 28 of 2022 on Tax Procedures',
    titleAr: 'مرسوم بقانون اتحادي رقم 28: بشأن الإجراءات الضريبية',
    type: 'Federal Decree-Law',
    number: '28',
    year: 2022,
    status: 'amended',
    statusNote:
      'In force; amended since (e.g. by Federal Decree-Law No. 17 of 2025, effective 1 Jan 2026, per an FTA consolidated text cited in public code); check consolidation date of this text.',
  },
  {
    slug: 'fdl-47-2022',
    title: 'Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses',
    titleAr: 'مرسوم بقانون اتحادي رقم 47: في شأن الضريبة على الشركات والأعمال',
    type: 'Federal Decree-Law',
    number: '47',
    year: 2022,
    status: 'amended',
    statusNote:
      'Amended by Federal Decree-Law No. 60 of 2023 (2 Oct 2023; the Arabic text here is the consolidated MoJ version incorporating it, with footnotes giving replaced wording) and by Federal Decree-Law No. 28 of 2025 (replaces Article 44; NOT reflected in this text).',
  },
  {
    slug: 'fdl-60-2023',
    title: 'Federal Decree-Law No. 60 of 2023 Amending Certain Provisions of Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses',
    titleAr: null,
    type: 'Federal Decree-Law',
    number: '60',
    year: 2023,
    status: 'active',
    statusNote:
      'Amending law (adds Top-up Tax provisions, replaces Art. 65); its changes are incorporated in the consolidated Arabic text of FDL 47/2022 in docs/.',
  },
  {
    slug: 'fdl-28-2025',
    title: 'Federal Decree-Law No. 28 of 2025 Amending Certain Provisions of Federal Decree-Law No. 47 of 2022 (replaces Article 44)',
    titleAr: null,
    type: 'Federal Decree-Law',
    number: '28',
    year: 2025,
    status: 'active',
    statusNote: 'Replaces Article 44 (calculation and settlement of Corporate Tax); not reflected in docs/fdl-47-2022.json.',
  },
  {
    slug: 'cd-85-2022',
    title: 'Cabinet Decision No. 85 of 2022 on the Determination of Tax Residency',
    titleAr: 'قرار مجلس الوزراء رقم 85: بشأن تحديد الموطن الضريبي',
    type: 'Cabinet Decision',
    number: '85',
    year: 2022,
    status: 'active',
    statusNote: null,
  },
  {
    slug: 'cd-55-2023',
    title: 'Cabinet Decision No. 55 of 2023 on Determining Qualifying Income of the Qualifying Free Zone Person',
    titleAr: null,
    type: 'Cabinet Decision',
    number: '55',
    year: 2023,
    status: 'repealed',
    statusNote: 'Abrogated by Cabinet Decision No. 100 of 2023.',
  },
  {
    slug: 'cd-56-2023',
    title:
      'Cabinet Decision No. 56 of 2023 on Determination of a Nexus in the State for Non-Resident Persons for the Purposes of Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses',
    titleAr:
      'قرار مجلس الوزراء رقم 56: بشأن تحديد صلة الشخص غير المقيم في الدولة لأغراض المرسوم بقانون اتحادي رقم (47) لسنة 2022 في شأن الضريبة على الشركات والأعمال',
    type: 'Cabinet Decision',
    number: '56',
    year: 2023,
    status: 'unknown',
    statusNote:
      'Possibly superseded: the Arabic list of current CT decisions in unixfx/uae-tax-legal-references includes Cabinet Decision No. 35 of 2025 on the same subject and omits this one; not verified.',
  },
  {
    slug: 'cd-74-2023',
    title: 'Cabinet Decision No. 74 of 2023 on the Executive Regulation of Federal Decree-Law No. 28 of 2022 on Tax Procedures',
    titleAr: 'قرار مجلس الوزراء رقم 74: في شأن اللائحة التنفيذية للمرسوم بقانون اتحادي رقم (28) لسنة 2022 بشأن الإجراءات الضريبية',
    type: 'Cabinet Decision',
    number: '74',
    year: 2023,
    status: 'active',
    statusNote: null,
  },
  {
    slug: 'cd-75-2023',
    title:
      'Cabinet Decision No. 75 of 2023 on the Administrative Penalties for Violations Related to the Application of Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses',
    titleAr:
      'قرار مجلس الوزراء رقم 75: في شأن الغرامات الإدارية للمخالفات المرتبطة بتطبيق المرسوم بقانون اتحادي رقم (47) لسنة 2022 في شأن الضريبة على الشركات والأعمال',
    type: 'Cabinet Decision',
    number: '75',
    year: 2023,
    status: 'amended',
    statusNote: 'Amended by Cabinet Decision No. 10 of 2024 (22 Feb 2024); the Arabic text here is the MoJ consolidated version.',
  },
  {
    slug: 'cd-100-2023',
    title:
      'Cabinet Decision No. 100 of 2023 on Determining Qualifying Income for the Qualifying Free Zone Person for the Purposes of Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses',
    titleAr:
      'قرار مجلس الوزراء رقم 100: بشأن تحديد الدخل المؤهل للشخص المؤهل القائم في المنطقة الحرة لأغراض المرسوم بقانون اتحادي رقم (47) لسنة 2022 في شأن الضريبة على الشركات والأعمال',
    type: 'Cabinet Decision',
    number: '100',
    year: 2023,
    status: 'active',
    statusNote: 'Replaced Cabinet Decision No. 55 of 2023.',
  },
  {
    slug: 'cd-10-2024',
    title: 'Cabinet Decision No. 10 of 2024 Amending Cabinet Decision No. 75 of 2023 (administrative penalties)',
    titleAr: null,
    type: 'Cabinet Decision',
    number: '10',
    year: 2024,
    status: 'active',
    statusNote: 'Amendments are incorporated in the consolidated Arabic text of CD 75/2023 in docs/.',
  },
  {
    slug: 'cd-142-2024',
    title: 'Cabinet Decision No. 142 of 2024 on the Imposition of Top-up Tax on Multinational Enterprises',
    titleAr: null,
    type: 'Cabinet Decision',
    number: '142',
    year: 2024,
    status: 'active',
    statusNote: 'Issued under Federal Decree-Law No. 47 of 2022 as amended by Federal Decree-Law No. 60 of 2023 (Top-up Tax / Domestic Minimum Top-up Tax).',
  },
  {
    slug: 'md-73-2023',
    title:
      'Ministerial Decision No. 73 of 2023 on Small Business Relief for the Purposes of Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses',
    titleAr: 'قرار وزاري رقم 73: في شأن تسهيلات الأعمال الصغيرة لأغراض المرسوم بقانون اتحادي رقم (47) لسنة 2022 في شأن الضريبة على الشركات والأعمال',
    type: 'Ministerial Decision',
    number: '73',
    year: 2023,
    status: 'active',
    statusNote: null,
  },
  {
    slug: 'md-82-2023',
    title:
      'Ministerial Decision No. 82 of 2023 on the Determination of Categories of Taxable Persons Required to Prepare and Maintain Audited Financial Statements for the Purposes of Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses',
    titleAr:
      'قرار وزاري رقم 82: في شأن تحديد فئات من الخاضعين للضريبة الملزمين بإعداد قوائم مالية مدققة والاحتفاظ بها لأغراض المرسوم بقانون اتحادي رقم (47) لسنة 2022 في شأن الضريبة على الشركات والأعمال',
    type: 'Ministerial Decision',
    number: '82',
    year: 2023,
    status: 'repealed',
    statusNote: 'Abrogated by Ministerial Decision No. 84 of 2025 (per app.reallaw.ai status note).',
  },
  {
    slug: 'md-84-2025',
    title: 'Ministerial Decision No. 84 of 2025 on Audited Financial Statements for Corporate Tax purposes',
    titleAr: null,
    type: 'Ministerial Decision',
    number: '84',
    year: 2025,
    status: 'active',
    statusNote: 'Replaced MD 82/2023.',
  },
  {
    slug: 'md-105-2023',
    title:
      'Ministerial Decision No. 105 of 2023 on the Determination of the Conditions under which a Person may Continue to be Deemed as an Exempt Person, or Cease to be Deemed as an Exempt Person from a Different Date for the Purposes of Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses',
    titleAr:
      'قرار وزاري رقم 105: في شأن تحديد الشروط التي تُجيز استمرار اعتبار الشخص كشخص معفى، أو توقف اعتباره كشخص معفى من تاريخ مختلف لأغراض المرسوم بقانون اتحادي رقم (47) لسنة 2022 في شأن الضريبة على الشركات والأعمال',
    type: 'Ministerial Decision',
    number: '105',
    year: 2023,
    status: 'active',
    statusNote: null,
  },
  {
    slug: 'md-120-2023',
    title:
      'Ministerial Decision No. 120 of 2023 on the Adjustments under the Transitional Rules for the Purposes of Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses',
    titleAr:
      'قرار وزاري رقم 120: في شأن التعديلات بموجب الأحكام الانتقالية لأغراض المرسوم بقانون اتحادي رقم (47) لسنة 2022 في شأن الضريبة على الشركات والأعمال',
    type: 'Ministerial Decision',
    number: '120',
    year: 2023,
    status: 'active',
    statusNote: null,
  },
  {
    slug: 'md-139-2023',
    title:
      'Ministerial Decision No. 139 of 2023 Regarding Qualifying Activities and Excluded Activities for the Purposes of Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses',
    titleAr:
      'قرار وزاري رقم 139: في شأن الأنشطة المؤهلة والأنشطة المستبعدة لأغراض المرسوم بقانون اتحادي رقم (47) لسنة 2022 في شأن الضريبة على الشركات والأعمال',
    type: 'Ministerial Decision',
    number: '139',
    year: 2023,
    status: 'repealed',
    statusNote: 'Abrogated by Ministerial Decision No. 265 of 2023 (per app.reallaw.ai status note).',
  },
  {
    slug: 'md-265-2023',
    title: 'Ministerial Decision No. 265 of 2023 Regarding Qualifying Activities and Excluded Activities',
    titleAr: null,
    type: 'Ministerial Decision',
    number: '265',
    year: 2023,
    status: 'unknown',
    statusNote: 'Repealed MD 139/2023; MD 229/2025 on the same subject appears to supersede it for later Tax Periods (unverified).',
  },
  {
    slug: 'md-229-2025',
    title: 'Ministerial Decision No. 229 of 2025 Regarding Qualifying Activities and Excluded Activities',
    titleAr: null,
    type: 'Ministerial Decision',
    number: '229',
    year: 2025,
    status: 'active',
    statusNote: null,
  },
  {
    slug: 'fta-3-2024',
    title:
      'Federal Tax Authority Decision No. 3 of 2024 on the Timelines Specified for Registration of Taxable Persons for Corporate Tax for the Purposes of Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses',
    titleAr:
      'قرار الهيئة الاتحادية للضرائب رقم 03: في شأن المدة المحددة لتسجيل الأشخاص الخاضعين لضريبة الشركات والأعمال لأغراض المرسوم بقانون اتحادي رقم (47) لسنة 2022 في شأن الضريبة على الشركات والأعمال وتعديلاته',
    type: 'Federal Tax Authority Decision',
    number: '3',
    year: 2024,
    status: 'active',
    statusNote: null,
  },
  {
    slug: 'fta-12-2023',
    title:
      'Federal Tax Authority Decision No. 12 of 2023 on Determining the Conditions for Forming a Tax Group of Subsidiaries Owned by a Government Entity for the Purposes of Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses',
    titleAr:
      'قرار الهيئة الاتحادية للضرائب رقم 12: في شأن تحديد شروط تشكيل المجموعة الضريبية من الشركات التابعة المملوكة لجهة حكومية لأغراض المرسوم بقانون اتحادي رقم (47) لسنة 2022 في شأن الضريبة على الشركات والأعمال',
    type: 'Federal Tax Authority Decision',
    number: '12',
    year: 2023,
    status: 'active',
    statusNote: null,
  },
  {
    slug: 'fta-16-2023',
    title:
      "Federal Tax Authority Decision No. 16 of 2023 on the Registration Requirements of an Unincorporated Joint Venture and the Partners' Distributive Shares (title translated)",
    titleAr: null,
    type: 'Federal Tax Authority Decision',
    number: '16',
    year: 2023,
    status: 'active',
    statusNote: null,
  },
];

export function doc(slug: string): CatalogDocument {
  const found = CATALOG.find((d) => d.slug === slug);
  if (!found) throw new Error(`no catalog row ${slug}`);
  return found;
}

/** findReferences in one language over this catalog, with self's article numbers when a test gives them. */
export const finder =
  (language: 'en' | 'ar') =>
  (slug: string, text: string, extra: { articleNumbers?: string[]; article?: string } = {}) =>
    findReferences(text, {
      language,
      self: doc(slug),
      catalog: CATALOG,
      articleNumbers: extra.articleNumbers ? new Set(extra.articleNumbers) : undefined,
      article: extra.article,
    });

/** The edges only: kind, then slug#article (or ?the instrument as written, when unresolved). */
export const edges = (refs: FoundReference[]) => refs.map((r) => `${r.kind} ${r.targetSlug ?? `?${r.instrumentText}`}#${r.targetArticle ?? ''}`);

/** Article numbers 1…n. */
export const articles = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));
