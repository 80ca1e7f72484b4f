/** Provisions that say from when an instrument applies, on sentences of the corpus (../shared/corpus). */
import { describe, expect, it } from 'vitest';
import { statesCommencement } from '../../src/services/text/commencement.ts';

describe('statesCommencement', () => {
  it.each([
    ['This Decree-Law shall apply to Tax Periods commencing on or after 1 June 2023.', true],
    ['This Decision shall apply to the Fiscal Years beginning on or after 1 January 2025.', true],
    ['This Decree-Law shall be published in the Official Gazette and shall come into force as of 1 March 2023.', true],
    ['This Decision shall be published in the Official Gazette and shall enter into force on the day following the date of its publication.', true],
    ['يُطبق هذا المرسوم بقانون على الفترات الضريبية التي تبدأ في أو بعد تاريخ 1 يونيو 2023.', true],
    ['يُنشر هذا القرار في الجريدة الرسمية، ويُعمل به من اليوم التالي لتاريخ نشره.', true],
    ['يُعمل بهذا المرسوم بقانون اعتباراً من تاريخ نشره.', true],
    // A status's effect answers its own question ("from when is it treated as taxable?") by its own words.
    ['the Investment Fund shall cease to be treated as an Exempt Person with effect from the beginning of the third Financial Year', false],
    ['يسري الإعفاء اعتباراً من بداية الفترة الضريبية التي تم تحديدها في طلب الإعفاء.', false],
    ['A Taxable Person shall file a Tax Return within (9) nine months from the end of the relevant Tax Period.', false],
    ['The Taxable Person may apply to change the start and end dates of the Tax Period.', false],
    ['تشمل المعاملات بين الشركة الأم وكل شركة تابعة تكون عضواً في المجموعة الضريبية ما يلي:', false],
  ])('%s', (text, states) => {
    expect(statesCommencement(text)).toBe(states);
  });
});
