/** Query sets: what people type into the keyword box, and questions asked of the passage search. */

/**
 * Free keyword search (`/api/legislation?search=`): case-insensitive substring match.
 * Includes broad terms (many hits), an Arabic phrase, 2-character keywords (no trigram:
 * the API falls back to a scan) and keywords with no hit.
 */
export const KEYWORDS: readonly string[] = [
  'Small Business Relief',
  'Qualifying Free Zone Person',
  'transfer pricing',
  'Tax Group',
  'permanent establishment',
  'audited financial statements',
  'interest',
  'AED',
  'تسهيلات الأعمال الصغيرة',
  'الضريبة',
  'UA',
  'CT',
  'Qualifying Income',
  'withholding tax',
  'participation exemption',
  'registration',
  'Federal Tax Authority',
  'natural person',
  'anti-abuse',
  'Tax Period',
  'penalty',
  'Domestic Minimum Top-up Tax',
  '375,000',
  'Designated Zone',
  'connected person',
  'arm’s length',
  'cryptocurrency staking rewards',
  'zzqx',
];

/** Ranked passage search (`/api/passages?q=&k=10`): natural-language questions. */
export const PASSAGE_QUERIES: readonly string[] = [
  'what is the revenue threshold for small business relief',
  'deadline to register for corporate tax',
  'penalty for late filing of the tax return',
  'are dividends from foreign subsidiaries exempt',
  'what is the corporate tax rate on taxable income above 375000',
  'who is a qualifying free zone person',
  'how are transfer pricing rules applied to related party transactions',
  'can tax losses be carried forward to future tax periods',
  'conditions to form a tax group',
  'when does a non-resident have a permanent establishment in the UAE',
  'how is net interest expenditure deduction limited',
  'what records must a taxable person keep and for how long',
  'is a natural person conducting business subject to corporate tax',
  'domestic minimum top-up tax for multinational enterprise groups',
  'how to apply for a tax residency certificate',
  'what are qualifying activities for free zone persons',
  'withholding tax rate on payments to non-residents',
  'exempt persons such as government entities and public benefit entities',
  'how to deregister from corporate tax',
  'when are audited financial statements required',
  'participation exemption for capital gains on the sale of shares',
  'general anti-abuse rule',
  'what happens if the taxable person does not pay the tax on time',
  'التسجيل الضريبي',
];
