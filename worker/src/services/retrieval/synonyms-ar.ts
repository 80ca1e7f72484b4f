/**
 * How Arabic-speaking practitioners say it → how the English legislation says it. The Arabic
 * counterparts of PRACTITIONER_SYNONYMS (./synonyms.ts): each entry maps the official Arabic term
 * of a UAE Corporate Tax concept, as written in the official Arabic texts of the collection, and the
 * everyday Gulf business Arabic ways of saying it, to the statute's English terms. An Arabic question
 * thereby also reaches the English-only instrument (Cabinet Decision No. 142 of 2024 on the domestic
 * minimum top-up tax) and the English fields (headings, titles). Written from the subject and the
 * official Arabic texts, not from particular questions. For Pillar Two concepts, which have no
 * official Arabic text in the collection, the wordings are the standard Arabic terms used by UAE
 * practitioners and the Ministry of Finance.
 *
 * `when`: Arabic wordings that trigger the entry (without diacritics; matched on light stems).
 * `add`: the statute's English terms, copied verbatim from the corresponding English entry's `add`.
 */
import { COMMENCEMENT_WORDINGS } from './synonyms.ts';

export interface ArabicSynonymEntry {
  /** Arabic wordings that trigger the entry: how an Arabic-speaking practitioner in the UAE says it, and the official Arabic term(s) of the legislation. */
  when: string[];
  /** The statute's English terms: copied exactly from the `add` of the corresponding English entry. */
  add: string[];
}

export const ARABIC_SYNONYMS: ArabicSynonymEntry[] = [
  // Persons and entities
  // free zone companies
  {
    when: [
      'الشخص القائم في المنطقة الحرة',
      'شركة منطقة حرة',
      'شركة في المنطقة الحرة',
      'منشأة منطقة حرة',
      'شركات المناطق الحرة',
      'فرع في المنطقة الحرة',
      'رخصة منطقة حرة',
    ],
    add: ['free zone person', 'qualifying free zone person'],
  },
  // qualifying free zone person, free zone regime
  {
    when: [
      'الشخص المؤهل القائم',
      'مؤهل قائم في المنطقة الحرة',
      'شخص مؤهل في المنطقة الحرة',
      'نظام المنطقة الحرة',
      'حوافز المنطقة الحرة',
      'إعفاء المنطقة الحرة',
      'نسبة المنطقة الحرة',
    ],
    add: ['qualifying free zone person', 'qualifying income'],
  },
  // mainland (non-free zone) persons
  {
    when: ['البر الرئيسي', 'شركة البر الرئيسي', 'شركة في البر الرئيسي', 'خارج المنطقة الحرة', 'خارج المناطق الحرة', 'غير قائم في المنطقة الحرة'],
    add: ['non-free zone person'],
  },
  // designated zones
  { when: ['المنطقة المحددة', 'المناطق المحددة'], add: ['designated zone', 'free zone'] },
  // natural persons, sole traders, freelancers
  {
    when: ['الشخص الطبيعي', 'الأشخاص الطبيعيين', 'الفرد', 'الأفراد', 'مؤسسة فردية', 'تاجر فرد', 'العمل الحر', 'يعمل لحسابه الخاص', 'فريلانسر'],
    add: ['natural person', 'business activity'],
  },
  // salaries and wages
  { when: ['الأجر', 'الأجور', 'الراتب', 'الرواتب', 'دخل الوظيفة', 'دخل التوظيف', 'عقد عمل'], add: ['wage', 'employment'] },
  // personal investment
  { when: ['الاستثمار الخاص', 'دخل الاستثمار الخاص', 'استثمار شخصي', 'الاستثمارات الشخصية', 'الثروة الشخصية'], add: ['personal investment'] },
  // rental income
  {
    when: [
      'الاستثمار العقاري',
      'دخل الاستثمار العقاري',
      'دخل الإيجار',
      'إيراد الإيجار',
      'الإيجارات',
      'تأجير العقارات',
      'تأجير عقار',
      'المؤجر',
      // renting out, as the one letting says it: "أؤجرها", "نؤجر شققنا"
      'أؤجر',
      'نؤجر',
      'يؤجر',
    ],
    add: ['real estate investment', 'immovable property'],
  },
  // real estate, immovable property
  { when: ['الأموال غير المنقولة', 'العقارات', 'عقار', 'الأراضي', 'فيلا', 'شقة', 'شقق', 'مبنى', 'مستودع'], add: ['immovable property', 'real estate'] },
  // charities and public benefit entities
  {
    when: [
      'جهة النفع العام المؤهلة',
      'جهة النفع العام',
      'جهات النفع العام',
      'جمعية خيرية',
      'مؤسسة خيرية',
      'منظمة غير ربحية',
      'غير هادفة للربح',
      'العمل الخيري',
    ],
    add: ['qualifying public benefit entity', 'public benefit'],
  },
  // pension and social security funds
  {
    when: [
      'صندوق المعاشات',
      'صندوق المعاشات الخاص',
      'صندوق التأمينات الاجتماعية',
      'التأمينات الاجتماعية',
      'المعاشات',
      'صندوق التقاعد',
      'صناديق المعاشات',
      'صناديق التقاعد',
      'خطة التقاعد',
      'مكافأة نهاية الخدمة',
      'الضمان الاجتماعي',
    ],
    add: ['private pension fund', 'public pension or social security fund', 'social security fund'],
  },
  // investment funds
  {
    when: ['صندوق الاستثمار المؤهل', 'صندوق الاستثمار', 'صناديق الاستثمار', 'صندوق استثمار مشترك', 'صندوق ملكية خاصة', 'صندوق تحوط', 'جهة استثمارية'],
    add: ['qualifying investment fund', 'investment fund', 'investment entity'],
  },
  // real estate investment trusts
  {
    when: ['الصندوق العقاري العام المدر للدخل', 'الصندوق العقاري العام', 'الصندوق العقاري', 'صندوق الاستثمار العقاري', 'صناديق الاستثمار العقاري', 'صندوق ريت'],
    add: ['real estate investment trust'],
  },
  // investment managers, brokers
  { when: ['مدير الاستثمار', 'مدير الصندوق', 'مدير الأصول', 'مدير المحفظة', 'خدمات إدارة الاستثمار', 'الوساطة', 'وسيط مالي'], add: ['investment manager'] },
  // government entities
  {
    when: [
      'الجهة الحكومية',
      'الجهات الحكومية',
      'الحكومة الاتحادية',
      'الحكومة المحلية',
      'حكومة الإمارة',
      'دائرة حكومية',
      'هيئة حكومية',
      'الوزارات',
      'وزارة اتحادية',
      'الوزارات الاتحادية',
      'جهة حكومية',
      'الحكومة',
    ],
    add: ['government entity'],
  },
  // government controlled entities
  {
    when: [
      'الجهة التابعة للحكومة',
      'الجهات التابعة للحكومة',
      'النشاط المكلف به',
      'شركة حكومية',
      'شركات حكومية',
      'مملوكة للحكومة',
      'جهة شبه حكومية',
      'شبه حكومية',
    ],
    add: ['government controlled entity', 'mandated activity'],
  },
  // extractive businesses, oil and gas
  {
    when: ['الأعمال الاستخراجية', 'الموارد الطبيعية', 'النفط', 'الغاز', 'النفط والغاز', 'أنشطة التعدين', 'استكشاف', 'امتياز نفطي'],
    add: ['extractive business', 'natural resources'],
  },
  // non-extractive natural resource businesses
  {
    when: ['أعمال الموارد الطبيعية غير الاستخراجية', 'غير الاستخراجية', 'التكرير', 'تكرير النفط', 'معالجة الغاز', 'توزيع الغاز', 'نقل النفط'],
    add: ['non-extractive natural resource business', 'natural resources'],
  },
  // a business beside the main one (the official Arabic: "مساندة أو عارضة")
  {
    when: ['مساندة أو عارضة', 'دخل جانبي', 'دخلا جانبيا', 'الدخل الجانبي', 'نشاط جانبي', 'أعمال جانبية', 'نشاط ثانوي', 'دخل ثانوي', 'دخل عرضي'],
    add: ['ancillary or incidental'],
  },
  // family offices and foundations
  { when: ['المؤسسة العائلية', 'مؤسسة عائلية', 'المكتب العائلي', 'مكتب عائلي', 'ثروة العائلة', 'مؤسسة خاصة', 'الوقف العائلي'], add: ['family foundation'] },
  // trusts
  { when: ['العهدة', 'أمين العهدة', 'منشئ العهدة', 'الترست', 'الوقف'], add: ['trust', 'foundation'] },
  // joint ventures and partnerships
  {
    when: ['الائتلاف المشترك', 'ائتلاف مشترك', 'مشروع مشترك', 'الشراكة', 'شراكة', 'الشريك', 'الشركاء', 'كونسورتيوم'],
    add: ['unincorporated partnership', 'partner'],
  },
  // a member's share of what a vehicle earns (a partner's, an investor's): the law's "الحصة الموزعة", "حصة ملكيته"
  {
    when: ['حصتنا', 'حصتي', 'حصتها', 'حصتهم', 'نصيبنا', 'نصيبي', 'الحصة الموزعة', 'حصته الموزعة', 'حصة ملكيته', 'الحصة التناسبية'],
    add: ['distributive share', 'in proportion to its ownership interest'],
  },
  // foreign partnerships
  {
    when: ['الشراكة الأجنبية', 'شراكة أجنبية', 'شراكة محدودة', 'شركة توصية بسيطة', 'شراكة ذات مسؤولية محدودة'],
    add: ['foreign partnership'],
  },
  // tax transparent entities
  {
    when: ['شفافة ضريبيا', 'الشفافية الضريبية', 'كيان شفاف', 'كيان شفاف ضريبيا', 'كيان تمرير', 'غير خاضع للضريبة بحد ذاته'],
    add: ['tax transparent', 'flow-through entity', 'unincorporated partnership'],
  },
  // non-residents, foreign companies
  {
    when: ['الشخص غير المقيم', 'شخص غير مقيم', 'شركة أجنبية', 'الشركات الأجنبية', 'جهة أجنبية', 'مستثمر أجنبي', 'خارج الدولة', 'شخص أجنبي'],
    add: ['non-resident person'],
  },
  // A question naming another country is usually about a foreign person or foreign income.
  // foreign countries: GCC and Arab states
  { when: ['السعودية', 'المملكة العربية السعودية', 'سلطنة عمان', 'قطر', 'البحرين', 'الكويت', 'مصر', 'الأردن'], add: ['non-resident person', 'foreign'] },
  // foreign countries: Asia
  { when: ['لبنان', 'الهند', 'باكستان', 'الصين', 'هونغ كونغ', 'سنغافورة', 'اليابان', 'كوريا'], add: ['non-resident person', 'foreign'] },
  // foreign countries: Europe
  { when: ['المملكة المتحدة', 'بريطانيا', 'لندن', 'أيرلندا', 'فرنسا', 'ألمانيا', 'هولندا', 'لوكسمبورغ'], add: ['non-resident person', 'foreign'] },
  // foreign countries: Europe and the Americas
  { when: ['سويسرا', 'إيطاليا', 'إسبانيا', 'الولايات المتحدة', 'أمريكا', 'كندا', 'أستراليا', 'تركيا'], add: ['non-resident person', 'foreign'] },
  // foreign countries: offshore centres, Russia and Africa
  { when: ['قبرص', 'موريشيوس', 'جزر كايمان', 'جزر العذراء البريطانية', 'روسيا', 'جنوب أفريقيا', 'نيجيريا', 'كينيا'], add: ['non-resident person', 'foreign'] },
  // a company set up under another country's law (Article (11)(3)(b) of the Law)
  {
    when: ['دولة أخرى أو إقليم أجنبي', 'مؤسسة في الخارج', 'تأسست في الخارج', 'مسجلة في الخارج', 'مؤسسة خارج الدولة'],
    add: ['another country or a foreign jurisdiction', 'effectively managed and controlled'],
  },
  // residence, tax residency, place of effective management
  {
    when: [
      'الشخص المقيم',
      'المقيم الضريبي',
      'الموطن الضريبي',
      'شهادة الموطن الضريبي',
      'الإقامة الضريبية',
      'شهادة الإقامة الضريبية',
      'تتم إدارته والتحكم فيه',
      'مكان الإدارة الفعلية',
      // "resident in the State", of a company ("مقيمة في الدولة") as of a person
      'مقيم في الدولة',
    ],
    add: ['resident person', 'effectively managed and controlled', 'tax residency'],
  },
  // a stay the person could not end: the temporary and exceptional situation (Ministerial Decision No. 83 of 2023)
  {
    when: [
      'وضع مؤقت واستثنائي',
      'ظروف استثنائية',
      'قيود سفر',
      'عالق',
      'توقف حركة الطيران',
      'إلغاء الرحلات',
      'إغلاق المطارات',
      'إغلاق الحدود',
      'حظر السفر',
      'تعذر المغادرة',
    ],
    add: ['temporary and exceptional situation', 'exceptional circumstances', 'travel restrictions'],
  },
  // permanent establishments, branches
  {
    when: ['المنشأة الدائمة', 'منشأة دائمة', 'فرع', 'الفروع', 'مكان ثابت', 'مكان ثابت أو دائم', 'وكيل تابع', 'الوجود في الدولة'],
    add: ['permanent establishment'],
  },
  // foreign permanent establishments
  // income from anywhere: the tax base of a Resident Person, "المحقق من داخل الدولة أو من خارجها" (Article (12) of the Law)
  {
    when: ['جميع أنحاء العالم', 'الدخل العالمي', 'دخل عالمي', 'الدخل المحقق في الخارج', 'من داخل الدولة أو من خارجها'],
    add: ['corporate tax base', 'outside the state'],
  },
  { when: ['المنشأة الأجنبية الدائمة', 'منشأة دائمة أجنبية', 'فرع أجنبي', 'فرع في الخارج', 'فرع خارج الدولة'], add: ['foreign permanent establishment'] },
  // nexus
  { when: ['الصلة في الدولة', 'صلة في الدولة', 'الصلة بالدولة', 'الارتباط بالدولة'], add: ['nexus', 'permanent establishment'] },
  // banks
  { when: ['المصرف', 'المصارف', 'البنك', 'البنوك', 'مؤسسة تمويل', 'مؤسسة مالية', 'المؤسسات المالية'], add: ['bank'] },
  // insurance providers
  {
    when: ['مقدم خدمة التأمين', 'مقدمي خدمات التأمين', 'شركة تأمين', 'شركات التأمين', 'إعادة التأمين', 'معيد التأمين', 'التكافل'],
    add: ['insurance provider'],
  },
  // airlines and shipping in international transport
  {
    when: ['الطائرات أو السفن', 'حركة النقل الدولي', 'النقل الدولي', 'شركة طيران', 'شركات الطيران', 'الشحن البحري', 'السفن', 'الطائرات'],
    add: ['aircraft or ships in international transportation', 'international shipping'],
  },
  // exempt persons
  { when: ['الشخص المعفى', 'شخص معفى', 'الأشخاص المعفاة', 'جهة معفاة', 'معفى من الضريبة', 'معفاة من ضريبة الشركات', 'الإعفاء'], add: ['exempt person'] },

  // liability: "هل يدفع المستقلون ضريبة الشركات؟" asks who is subject to it (not "pay the Top-up Tax")
  {
    when: ['يدفع ضريبة الشركات', 'تدفع ضريبة الشركات', 'ندفع ضريبة الشركات', 'يدفعون ضريبة الشركات', 'دفع ضريبة الشركات', 'خاضع لضريبة الشركات'],
    add: ['subject to corporate tax', 'taxable person'],
  },

  // Rates and reliefs
  // zero rate band
  {
    when: ['صفر بالمائة', 'نسبة صفر بالمائة', 'النسبة الصفرية', 'الشريحة الصفرية', 'الشريحة المعفاة', '375 ألف درهم', '375000 درهم'],
    add: ['zero percent', 'taxable income subject to corporate tax at the rate'],
  },
  // corporate tax rate
  {
    when: ['نسبة ضريبة الشركات', 'نسبة الضريبة', 'معدل الضريبة', 'سعر الضريبة', 'تسعة بالمائة', '9 بالمائة', 'النسبة الأساسية'],
    add: ['corporate tax rate', 'rate'],
  },
  // small business relief
  {
    when: [
      'تسهيلات الأعمال الصغيرة',
      'إعفاء الأعمال الصغيرة',
      'إغاثة الأعمال الصغيرة',
      'حد الإيرادات',
      'الشركات الصغيرة',
      'المشاريع الصغيرة والمتوسطة',
      'المشاريع الصغيرة',
      'الأعمال الصغيرة',
      'المنشآت الصغيرة',
      'الشركات الناشئة',
    ],
    add: ['small business relief', 'revenue threshold'],
  },
  // dividends and profit distributions
  {
    when: ['أرباح الأسهم', 'توزيعات الأرباح', 'الأرباح الموزعة', 'توزيع الأرباح', 'أرباح الحصص'],
    add: ['dividends', 'profit distributions', 'participation exemption'],
  },
  // capital gains on shares
  {
    when: ['الأرباح الرأسمالية', 'المكاسب الرأسمالية', 'بيع الأسهم', 'التصرف في الأسهم', 'بيع الحصص', 'مكاسب بيع الأسهم', 'أرباح التخارج'],
    add: ['participating interest', 'participation exemption', 'gains'],
  },
  // participation exemption
  {
    when: ['إعفاء المشاركة', 'حصص المشاركة', 'إعفاء الحصص', 'إعفاء المساهمات', 'إعفاء الشركات القابضة'],
    add: ['participation exemption', 'participating interest'],
  },
  // foreign tax credit, double taxation
  {
    when: [
      'رصيد الضريبة الأجنبية',
      'الضريبة الأجنبية',
      'الازدواج الضريبي',
      'ضريبة مدفوعة في الخارج',
      'الضريبة المدفوعة خارج الدولة',
      'خصم الضريبة الأجنبية',
      'ائتمان الضريبة الأجنبية',
    ],
    add: ['foreign tax credit', 'double taxation'],
  },
  // tax treaties
  {
    when: ['الاتفاقيات الدولية', 'اتفاقية تجنب الازدواج الضريبي', 'اتفاقيات الازدواج الضريبي', 'الاتفاقية الضريبية', 'اتفاقية ضريبية', 'المعاهدة الضريبية'],
    add: ['international agreements', 'double taxation'],
  },
  // business restructuring
  {
    when: ['تسهيلات إعادة هيكلة الأعمال', 'إعادة هيكلة الأعمال', 'إعادة الهيكلة', 'نقل الأعمال', 'الاندماج', 'اندماج الشركات', 'الانقسام', 'فصل الأعمال'],
    add: ['business restructuring relief', 'transfer of the business'],
  },
  // consideration
  {
    when: ['المقابل', 'أشكال المقابل', 'غيرها من أشكال المقابل', 'مقابل نقدي', 'مقابل أسهم', 'دفعة نقدية', 'العوض'],
    add: ['consideration', 'other forms of consideration'],
  },
  // an asset given for another asset: the official Arabic's "تبادل الأصول والالتزامات", consideration "في شكل أصل أو التزام آخر"
  {
    when: ['تتبادل', 'تتبادلان', 'يتبادل', 'يتبادلان', 'نتبادل', 'مبادلة', 'مقايضة', 'تبادل الأصول', 'تبادل الأصول والالتزامات', 'في شكل أصل أو التزام آخر'],
    add: ['exchange of assets', 'in the form of another asset'],
  },
  // intra-group transfers
  {
    when: ['النقل داخل المجموعة المؤهلة', 'المجموعة المؤهلة', 'نقل الأصول داخل المجموعة', 'النقل بين شركات المجموعة', 'داخل المجموعة', 'نقل الأصول'],
    add: ['transfers within a qualifying group', 'qualifying group'],
  },
  // group loss relief
  {
    when: ['نقل تسهيلات الخسارة الضريبية', 'نقل الخسارة الضريبية', 'نقل الخسائر', 'تحويل الخسائر', 'الخسائر بين شركات المجموعة'],
    add: ['transfer of tax loss relief', 'tax loss'],
  },
  // tax losses carried forward
  {
    when: [
      'الخسارة الضريبية',
      'الخسائر الضريبية',
      'تسهيلات الخسارة الضريبية',
      'ترحيل الخسائر',
      'الخسائر المرحلة',
      'الخسائر المتراكمة',
      'الخسائر غير المستخدمة',
      'الخسائر السابقة',
      // A loss, as the English entry's "loss" and "losses".
      'الخسائر',
      'الخسارة',
    ],
    add: ['tax loss', 'tax loss relief', 'carried forward'],
  },
  // change of ownership
  {
    when: ['تغيير الملكية', 'تغير الملكية', 'قيود ترحيل الخسائر الضريبية', 'تغيير السيطرة', 'مالك جديد', 'الاستحواذ', 'استحوذ', 'استحوذت'],
    add: ['change in ownership', 'limitations on carrying forward tax losses'],
  },
  // research and development
  { when: ['البحث والتطوير', 'الأبحاث والتطوير', 'الابتكار'], add: ['research and development'] },

  // Deductions and interest
  // interest deduction limitation
  {
    when: [
      'القاعدة العامة لقيود خصم الفائدة',
      'قيود خصم الفائدة',
      'نفقات الفائدة الصافية',
      'سقف خصم الفائدة',
      'حد خصم الفائدة',
      'تقييد خصم الفوائد',
      'الرسملة الضعيفة',
    ],
    add: ['general interest deduction limitation rule', 'net interest expenditure', 'interest deduction limitation'],
  },
  // EBITDA
  {
    when: ['الأرباح المحاسبية قبل الفائدة', 'الأرباح قبل الفائدة والضرائب', 'قبل الفائدة والضرائب والاستهلاك', 'إيبيتدا'],
    add: ['ebitda', 'accounting earnings before interest tax depreciation and amortisation'],
  },
  // loans, interest, financing
  {
    when: ['الفائدة', 'الفوائد', 'نفقات الفائدة', 'القرض', 'القروض', 'الاقتراض', 'التمويل', 'الالتزامات المالية'],
    add: ['interest', 'finance', 'financial liabilities'],
  },
  // Islamic finance
  {
    when: ['الأداة المالية الإسلامية', 'الأدوات المالية الإسلامية', 'التمويل الإسلامي', 'الصكوك', 'المرابحة', 'الإجارة', 'المضاربة', 'متوافق مع الشريعة'],
    add: ['islamic financial instrument', 'interest'],
  },
  // leases
  {
    when: ['التأجير التمويلي', 'الإيجار التمويلي', 'التأجير غير التمويلي', 'عقد الإيجار', 'التأجير المنتهي بالتمليك', 'حق الاستخدام'],
    add: ['finance lease', 'lease'],
  },
  // deductible expenditure
  {
    when: ['النفقات القابلة للخصم', 'قابلة للخصم', 'الخصم', 'الخصومات', 'النفقات', 'المصروفات', 'المصاريف', 'التكاليف'],
    add: ['deductible expenditure', 'deduction'],
  },
  // non-deductible expenditure
  {
    when: ['النفقات غير القابلة للخصم', 'غير قابلة للخصم', 'غير مسموح بخصمها', 'مصروفات غير مقبولة', 'المصروفات المرفوضة'],
    add: ['non-deductible expenditure'],
  },
  // entertainment expenditure
  { when: ['نفقات الترفيه', 'الترفيه', 'التسلية', 'الضيافة', 'ضيافة العملاء', 'الوجبات', 'هدايا العملاء'], add: ['entertainment expenditure'] },
  // fines, bribes and donations
  {
    when: ['التبرعات', 'المنح', 'الهدايا', 'الهبات', 'الغرامات والعقوبات المالية', 'الغرامات المدفوعة', 'الرشوة', 'الرشاوى'],
    add: ['non-deductible expenditure', 'donations'],
  },
  // mixed business and private use
  {
    when: ['لأكثر من غرض', 'الاستخدام الشخصي', 'استخدام شخصي', 'استخدام مختلط', 'لأغراض شخصية', 'لأغراض الأعمال وغيرها'],
    add: ['more than one purpose', 'deductible expenditure'],
  },
  // depreciation and amortisation
  { when: ['الاستهلاك', 'الإطفاء', 'الإهلاك', 'استهلاك الأصول', 'البدلات الرأسمالية'], add: ['depreciation', 'amortisation'] },
  // fair value and unrealised gains
  {
    when: ['القيمة العادلة', 'أساس التحقق', 'المكاسب غير المحققة', 'الخسائر غير المحققة', 'مكاسب أو خسائر غير محققة', 'إعادة التقييم'],
    add: ['realisation basis', 'fair value'],
  },

  // Transfer pricing and anti-abuse
  // transfer pricing, arm's length principle
  {
    when: ['مبدأ السعر المحايد', 'السعر المحايد', 'التسعير التحويلي', 'مبدأ التعامل المستقل', 'معاملات الأطراف المرتبطة', 'القيمة السوقية', 'سعر السوق'],
    add: ['arm s length principle', 'related parties', 'market value'],
  },
  // transfer pricing documentation
  {
    when: [
      'مستندات التسعير التحويلي',
      'وثائق التسعير التحويلي',
      'توثيق التسعير التحويلي',
      'ملف رئيسي',
      'الملف الرئيسي',
      'ملف محلي',
      'الملف المحلي',
      'إفصاح التسعير التحويلي',
    ],
    add: ['transfer pricing documentation', 'master file', 'local file'],
  },
  // related parties and control
  {
    when: [
      'الأطراف المرتبطة',
      'الطرف المرتبط',
      'طرف ذو علاقة',
      'الأطراف ذات العلاقة',
      // "related" said of the parties themselves, as a practitioner asks it ("ذواتا علاقة ببعضهما")
      'ذات علاقة',
      'ذوات علاقة',
      'ذواتا علاقة',
      'ذوي علاقة',
      'ذوو علاقة',
      'الشركة الشقيقة',
      'الشركات الشقيقة',
      'التحكم',
      'السيطرة',
      'السيطرة المشتركة',
    ],
    add: ['related parties', 'control'],
  },
  // connected persons: owners, directors, relatives
  {
    when: ['الشخص المتصل', 'الأشخاص المتصلين', 'الدفعات للأشخاص المتصلين', 'المالك', 'المساهمين', 'المدير', 'عضو مجلس الإدارة', 'الأقارب'],
    add: ['connected person', 'payments to connected persons'],
  },
  // general anti-abuse rules
  {
    when: [
      'القواعد العامة لمكافحة إساءة الاستخدام',
      'مكافحة إساءة الاستخدام',
      'إساءة الاستخدام',
      'التجنب الضريبي',
      'تجنب الضريبة',
      'ترتيب مصطنع',
      'ميزة ضريبية',
      'ميزة تتعلق بضريبة الشركات',
    ],
    add: ['general anti-abuse rules', 'tax advantage'],
  },

  // Groups and multinationals
  // tax groups
  {
    when: [
      'المجموعة الضريبية',
      'مجموعة ضريبية',
      'شخص واحد خاضع للضريبة',
      'تشكيل مجموعة ضريبية',
      'التجميع الضريبي',
      'الإقرار الموحد',
      'إقرار موحد',
      'التسجيل كمجموعة',
    ],
    add: ['tax group', 'single taxable person'],
  },
  // parent and holding companies
  { when: ['الشركة الأم', 'الشركة القابضة', 'شركة قابضة', 'الشركة المالكة'], add: ['parent company', 'ultimate parent entity'] },
  // Pillar Two, top-up tax
  {
    when: [
      'الضريبة التكميلية',
      'ضريبة الحد الأدنى التكميلية المحلية',
      'الضريبة التكميلية المحلية',
      'الركيزة الثانية',
      'الحد الأدنى العالمي للضريبة',
      'الضريبة الدنيا العالمية',
      'الحد الأدنى للضريبة',
      '15 بالمائة',
    ],
    add: ['top-up tax', 'pillar two', 'domestic minimum top-up tax'],
  },
  // multinational enterprise groups
  {
    when: [
      'المؤسسة متعددة الجنسيات',
      'مجموعة الشركات متعددة الجنسيات',
      'الشركات متعددة الجنسيات',
      'مجموعة متعددة الجنسيات',
      'المجموعات الكبيرة',
      'مجموعة دولية',
      'مجموعة عالمية',
    ],
    add: ['multinational enterprise group', 'mne group'],
  },
  // country-by-country reports
  {
    when: ['على أساس كل دولة', 'التقارير على أساس كل دولة', 'تقرير كل دولة على حدة', 'التقارير عن كل دولة', 'التقرير القطري', 'التقارير القطرية'],
    add: ['country-by-country report', 'safe harbour'],
  },
  // ultimate parent entities
  {
    when: ['الكيان الأم النهائي', 'الشركة الأم الأساسية', 'الشركة الأم النهائية', 'الشركة الأم الرئيسية', 'الشركة القابضة النهائية'],
    add: ['ultimate parent entity'],
  },
  // The Top-up Tax decision (Cabinet Decision No. 142 of 2024) has no official Arabic text: its terms, by its own headings,
  // reached only through the Arabic a practitioner uses for them.
  { when: ['الكيان المكون', 'الكيانات المكونة', 'كيان مكون', 'كيانات مكونة', 'الكيان العضو', 'الكيانات الأعضاء'], add: ['constituent entity'] },
  {
    when: ['الكيان المحلي المعين', 'الكيان المعين', 'الكيان المعين للتقديم', 'الكيان المسؤول عن التقديم'],
    add: ['designated local entity', 'designated filing entity'],
  },
  { when: ['الكيان المكون الملزم', 'الكيان المسؤول عن السداد'], add: ['liable constituent entity'] },
  { when: ['معدل الضريبة الفعلي', 'المعدل الفعلي للضريبة', 'السعر الفعلي للضريبة', 'نسبة الضريبة الفعلية'], add: ['effective tax rate'] },
  { when: ['الضرائب المشمولة', 'الضرائب المغطاة', 'الضرائب المشمولة المعدلة'], add: ['covered taxes', 'adjusted covered taxes'] },
  {
    when: ['استبعاد الدخل القائم على الجوهر', 'استبعاد الدخل على أساس الجوهر', 'استبعاد الجوهر الاقتصادي', 'الجوهر الاقتصادي'],
    add: ['substance based income exclusion'],
  },
  { when: ['المشروع المشترك', 'المشاريع المشتركة', 'مشروع مشترك', 'الشركة التابعة للمشروع المشترك'], add: ['joint venture', 'jv subsidiary'] },
  { when: ['الكيان المملوك للأقلية', 'مملوك للأقلية', 'ملكية الأقلية'], add: ['minority owned constituent entity'] },
  { when: ['إقرار الضريبة التكميلية', 'إقرار معلومات القواعد العالمية', 'إقرار المعلومات'], add: ['top up tax return', 'globe information return'] },
  { when: ['الكيان عديم الجنسية', 'كيان عديم الجنسية', 'عديم الجنسية'], add: ['stateless constituent entity'] },
  { when: ['750 مليون يورو', 'سبعمائة وخمسين مليون يورو'], add: ['consolidated revenue threshold', 'eur 750 million'] },
  // sovereign wealth funds
  { when: ['صندوق الثروة السيادية', 'صناديق الثروة السيادية', 'الصندوق السيادي', 'الصناديق السيادية'], add: ['sovereign wealth fund', 'excluded entity'] },
  // safe harbours
  {
    when: ['الملاذ الآمن', 'الملاذات الآمنة', 'الملاذ الآمن الانتقالي', 'الحساب المبسط', 'الحسابات المبسطة'],
    add: ['safe harbour', 'transitional cbcr safe harbour'],
  },
  // excluded entities
  { when: ['الكيان المستبعد', 'الكيانات المستبعدة', 'جهة مستبعدة', 'خارج النطاق'], add: ['excluded entity'] },
  // joint and several liability
  {
    when: [
      'بالتضامن والتكافل',
      'مسؤول بالتضامن',
      'المسؤولية التضامنية',
      'المسؤولية بالتضامن والتكافل',
      'مسؤولية الغير',
      // the Authority collecting one member's tax from the others ("تحصيل المبلغ من شركاتنا الأخرى")
      'تحصيل المبلغ من',
      'تحصيل الضريبة من',
    ],
    add: ['jointly and severally liable', 'joint and several liability'],
  },

  // Administration
  // notifying the Authority: the official Arabic says إخطار, إبلاغ, تبليغ and إشعار alike
  { when: ['إخطار', 'إبلاغ', 'تبليغ', 'إشعار', 'إعلام', 'إخبار'], add: ['notify', 'notification'] },
  // tax registration
  {
    when: ['التسجيل الضريبي', 'رقم التسجيل الضريبي', 'التسجيل لضريبة الشركات', 'التسجيل', 'الرقم الضريبي', 'التسجيل لدى الهيئة', 'يسجل', 'تسجل', 'نسجل'],
    add: ['tax registration', 'registration'],
  },
  // tax deregistration
  {
    when: ['إلغاء التسجيل الضريبي', 'إلغاء التسجيل', 'طلب إلغاء التسجيل', 'شطب التسجيل', 'إغلاق الحساب الضريبي'],
    add: ['tax deregistration', 'deregistration application'],
  },
  // liquidation, dissolution, cessation
  {
    when: ['التصفية', 'حل الشركة', 'انعدام وجود', 'توقف الأعمال', 'التوقف عن ممارسة الأعمال', 'إغلاق الشركة', 'شطب الشركة', 'وقف النشاط'],
    add: ['liquidation', 'dissolution', 'cessation', 'tax deregistration'],
  },
  // bankruptcy and insolvency
  { when: ['الإفلاس', 'إفلاس', 'الإعسار', 'التعثر المالي', 'التفليسة'], add: ['bankruptcy', 'insolvency'] },
  // tax returns, filing
  { when: ['الإقرار الضريبي', 'الإقرارات الضريبية', 'إقرار ضريبة الشركات', 'تقديم الإقرار', 'تقديم الإقرار الضريبي'], add: ['tax return', 'filing'] },
  // deadlines and time limits
  {
    when: ['المهلة', 'الموعد النهائي', 'آخر موعد', 'موعد التقديم', 'المدة المحددة', 'تاريخ الاستحقاق', 'كم يوما', 'كم شهرا'],
    add: ['deadline', 'within', 'period'],
  },
  // payment
  { when: ['السداد', 'سداد الضريبة', 'الدفع', 'دفع الضريبة', 'تسديد', 'المدفوعات'], add: ['payment'] },
  // money transferred to the Authority
  { when: ['حولنا مبلغا', 'حولنا المبلغ', 'تحويل مبلغ', 'تحويل المبلغ', 'حوالة بنكية', 'تحويل بنكي'], add: ['payment', 'pays an amount'] },
  // an intention announced (the Authority's "عزم" to audit, a person's "نية"): what a question says it "intends"
  { when: ['تنوي', 'ينوي', 'تعتزم', 'يعتزم', 'نية', 'عزم'], add: ['intention'] },
  // instalments
  { when: ['التقسيط', 'تقسيط الغرامات', 'تقسيط الضريبة', 'الدفع على أقساط', 'على أقساط', 'خطة سداد'], add: ['instalments'] },
  // a refund held back: what the Authority may "refrain from" (الامتناع عن رد المبلغ)
  { when: ['تعليق صرف', 'تعليق رد', 'وقف صرف', 'حجز المبلغ المسترد', 'تأخير رد', 'الامتناع عن رد'], add: ['refrain from refunding'] },
  // refunds and credit balances
  {
    when: [
      'الاسترداد',
      'استرداد الضريبة',
      'رد الضريبة',
      'المبلغ المسترد',
      'المبالغ المستردة',
      'رد المبلغ',
      'إعادة المبلغ',
      'الضريبة القابلة للاسترداد',
      'الرصيد الدائن',
      'ضريبة مدفوعة بالزيادة',
      'مبالغ مدفوعة بالزيادة',
      'المبلغ الزائد',
      'المبلغ الفائض',
      'أكثر مما هو مستحق',
      'دفعنا أكثر',
      'سددنا أكثر',
    ],
    add: ['refund', 'credit balance'],
  },
  // allocation of payments, set-off
  {
    when: ['تخصيص المدفوعات', 'تخصيص الدفعة', 'المقاصة', 'الخصم من الرصيد', 'تسوية مستحقات', 'تسوية المستحقات'],
    add: ['allocation of payments', 'credit balance'],
  },
  // administrative penalties
  {
    when: ['الغرامات الإدارية', 'غرامة إدارية', 'الغرامات', 'غرامة التأخير', 'غرامة التأخر في التسجيل', 'المخالفات', 'العقوبات'],
    add: ['administrative penalties'],
  },
  // voluntary disclosure
  { when: ['التصريح الطوعي', 'الإفصاح الطوعي', 'تصحيح الخطأ', 'تعديل الإقرار', 'إقرار معدل', 'خطأ في الإقرار'], add: ['voluntary disclosure'] },
  // reconsideration, objection, appeal, disputes
  {
    when: ['طلب إعادة النظر', 'الاعتراض', 'الطعن', 'لجنة فض المنازعات الضريبية', 'طلب مراجعة التقييم الضريبي', 'النزاع الضريبي', 'التظلم', 'المحكمة'],
    add: ['reconsideration', 'objection', 'appeal', 'tax disputes resolution committee', 'request for review'],
  },
  // tax evasion and tax crimes
  { when: ['التهرب الضريبي', 'الجرائم الضريبية', 'التهرب من الضريبة', 'جريمة ضريبية', 'الاحتيال', 'النيابة العامة'], add: ['tax evasion', 'tax crimes'] },
  // reconciliation (settlement) in tax evasion crimes
  {
    when: ['التصالح', 'التصالح في جرائم التهرب الضريبي', 'مبلغ التصالح', 'الصلح', 'التسوية الودية'],
    add: ['reconciliation', 'reconciliation in tax evasion crimes'],
  },
  // tax audits
  {
    when: ['التدقيق الضريبي', 'مدقق الضرائب', 'التفتيش الضريبي', 'الفحص الضريبي', 'تدقيق الهيئة', 'زيارة ميدانية'],
    add: ['tax audit'],
  },
  // audited financial statements
  {
    when: ['القوائم المالية المدققة', 'قوائم مالية مدققة', 'البيانات المالية المدققة', 'الحسابات المدققة', 'تدقيق الحسابات', 'مدقق الحسابات'],
    add: ['audited financial statements', 'financial statements'],
  },
  // financial statements and accounting standards
  {
    when: ['القوائم المالية', 'البيانات المالية', 'المعايير المحاسبية', 'المعايير الدولية لإعداد التقارير المالية', 'الحسابات الختامية', 'المحاسبة'],
    add: ['financial statements', 'accounting standards'],
  },
  // cash and accrual basis
  {
    when: ['الأساس النقدي', 'الأساس النقدي المحاسبي', 'المحاسبة النقدية', 'أساس الاستحقاق', 'مبدأ الاستحقاق'],
    add: ['cash basis of accounting', 'accrual basis'],
  },
  // record keeping
  {
    when: [
      'السجلات',
      'الاحتفاظ بالسجلات',
      'مدة الاحتفاظ',
      'حفظ السجلات',
      'مسك السجلات',
      'فترة حفظ السجلات',
      'السجلات المحاسبية',
      'الدفاتر التجارية',
      'الاحتفاظ بالمستندات',
      'المستندات',
      'الفواتير',
    ],
    add: ['record keeping', 'accounting records', 'retention period'],
  },
  // tax agents and advisers
  { when: ['الوكيل الضريبي', 'الوكلاء الضريبيين', 'المستشار الضريبي', 'مستشار ضريبي', 'خبير ضرائب'], add: ['tax agent'] },
  // legal representatives
  { when: ['الممثل القانوني', 'المصفي', 'أمين التفليسة', 'الوصي', 'الولي', 'منفذ الوصية'], add: ['legal representative'] },
  // exchange rates and currency ("العملة" alone is not a wording of it: its light stem is that of "عمل", "عملية", "صاحب عمل")
  {
    when: ['سعر الصرف', 'أسعار الصرف', 'العملة الأجنبية', 'العملات الأجنبية', 'عملة التعامل', 'الدرهم الإماراتي', 'تحويل العملة', 'الدولار', 'اليورو'],
    add: ['exchange rate', 'currency', 'uae dirham', 'conversion'],
  },
  // tax period, financial year
  {
    when: ['الفترة الضريبية', 'السنة المالية', 'السنة الضريبية', 'نهاية السنة المالية', 'الفترة المحاسبية', 'السنة الميلادية'],
    add: ['tax period', 'financial year', 'fiscal year'],
  },
  // change of tax period
  {
    when: [
      'تغيير الفترة الضريبية',
      'تغيير السنة المالية',
      'تغيير نهاية السنة المالية',
      'تمديد الفترة الضريبية',
      'تقصير الفترة الضريبية',
      'مزامنة السنة المالية',
    ],
    add: ['change in tax period', 'tax period'],
  },
  // first tax period, entry into force
  {
    when: ['الفترة الضريبية الأولى', 'أول فترة ضريبية', 'الفترات الضريبية التي تبدأ', 'تاريخ النفاذ', 'تاريخ السريان', 'دخول حيز التنفيذ', 'العمل بالقرار'],
    add: [...COMMENCEMENT_WORDINGS, 'first tax period'],
  },
  // transitional rules
  {
    when: ['أحكام انتقالية', 'الأحكام الانتقالية', 'الميزانية الافتتاحية', 'الالتزامات المالية التاريخية', 'الفترة الانتقالية', 'قبل تطبيق ضريبة الشركات'],
    add: ['transitional rules', 'opening balance sheet', 'historical financial liabilities'],
  },
  // holidays, business days, time periods
  {
    when: ['العطلات الرسمية', 'العطلة الرسمية', 'عطلة نهاية الأسبوع', 'يوم عمل', 'أيام العمل', 'احتساب المدد الزمنية', 'آخر يوم في المدة'],
    add: ['official holidays', 'business day', 'calculation of time periods', 'last day of the period'],
  },
  // Federal Tax Authority
  { when: ['الهيئة الاتحادية للضرائب', 'الهيئة', 'هيئة الضرائب', 'مصلحة الضرائب', 'الجهة الضريبية'], add: ['authority', 'federal tax authority'] },
  // Ministry of Finance
  { when: ['وزارة المالية', 'وزير المالية', 'الوزارة', 'الوزير'], add: ['ministry', 'minister'] },
  // confidentiality and exchange of information
  {
    when: ['السرية', 'السرية المهنية', 'الإفصاح عن المعلومات', 'تبادل المعلومات', 'مشاركة المعلومات', 'خصوصية البيانات'],
    add: ['confidentiality', 'disclosure of information'],
  },
  // statute of limitations
  { when: ['التقادم', 'مدة التقادم', 'سقوط الحق بالتقادم', 'انقضاء المدة'], add: ['statute of limitations'] },
  // withholding tax
  {
    when: ['الضريبة المقتطعة من المنبع', 'رصيد الضريبة المقتطعة من المنبع', 'ضريبة الاستقطاع', 'الاستقطاع من المنبع', 'الخصم من المنبع', 'ضريبة مستقطعة'],
    add: ['withholding tax', 'withholding tax credit'],
  },
  // qualifying income, qualifying and excluded activities, de minimis
  {
    when: [
      'الدخل المؤهل',
      'الأنشطة المؤهلة',
      'الأنشطة المستبعدة',
      'متطلبات الحد الأدنى',
      'الإيرادات غير المؤهلة',
      'الدخل غير المؤهل',
      'النشاط المؤهل',
      'النشاط المستبعد',
    ],
    add: ['qualifying income', 'qualifying activities', 'excluded activities', 'de minimis requirements'],
  },
  // adequate substance, core income generating activities
  {
    when: [
      'وجود واقعي وكاف',
      'الوجود الواقعي',
      'الأنشطة الأساسية المدرة للدخل',
      'الأنشطة الأساسية المولدة للدخل',
      'المادة الاقتصادية',
      'الجوهر الاقتصادي',
      'التعهيد',
      'الاستعانة بمصادر خارجية',
    ],
    add: ['adequate substance', 'core income generating activities'],
  },
  // elections
  { when: ['اختيار', 'الاختيار', 'اختيار الخضوع', 'يختار', 'الخيار'], add: ['election', 'elect'] },
  // thresholds
  { when: ['الحد', 'الحد الأقصى', 'الحد الأدنى', 'سقف', 'عتبة'], add: ['threshold'] },
  // Legislative drafting: lists attached to an instrument are its schedules.
  // schedules
  { when: ['الجدول', 'جدول', 'الملحق', 'القائمة', 'مرفق'], add: ['schedule'] },
  // definitions
  { when: ['التعاريف', 'التعريفات', 'تعريف', 'المقصود', 'يقصد', 'معنى'], add: ['definitions'] },
  // intellectual property, intangible assets
  {
    when: ['الأصول غير المادية', 'الملكية الفكرية', 'الأصول غير الملموسة', 'العلامة التجارية', 'براءة الاختراع', 'حقوق النشر', 'حقوق المؤلف'],
    add: ['intangible assets', 'intellectual property'],
  },
];
