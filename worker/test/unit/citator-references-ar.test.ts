/**
 * findReferences on the official Arabic texts (ar/<slug>.md): the same references as the English,
 * written with proclitics ("للبند", "والمادة"), Arabic list words ("و(4)", "من … إلى") and names
 * ("قانون ضريبة الشركات", "هذا القرار", "منه").
 */
import { describe, expect, it } from 'vitest';
import { articles, edges, finder } from './citator-catalog.ts';

const find = finder('ar');

describe('findReferences in Arabic', () => {
  it('md-73-2023 المادة (2) implements Article 21 of the Corporate Tax Law ("لأغراض … المشار إليها في")', () => {
    const text =
      '1- لأغراض تسهيلات الأعمال الصغيرة المشار إليها في المادة (21) من قانون ضريبة الشركات ("تسهيلات الأعمال الصغيرة")، يكون حد إيرادات الخاضع للضريبة عن الفترة الضريبية المعنية والفترات الضريبية السابقة مبلغ (3.000.000) ثلاثة ملايين درهم عن كل فترة ضريبية.\n' +
      '2- يُطبق الحد المنصوص عليه في البند (1) من هذه المادة على الفترات الضريبية التي تبدأ في أو بعد 1 يونيو 2023';
    const refs = find('md-73-2023', text, { articleNumbers: articles(7) });
    expect(edges(refs)).toEqual(['implements fdl-47-2022#21']);
    expect(refs[0]).toMatchObject({ language: 'ar', text: 'المادة (21) من قانون ضريبة الشركات', instrumentText: 'قانون ضريبة الشركات' });
    expect(refs[0]!.start).toBe(text.indexOf('المادة (21)'));
    expect(text.slice(refs[0]!.start, refs[0]!.end)).toBe(refs[0]!.text);
  });

  it('cd-100-2023 المادة (3) implements Article 18 ("لغايات تطبيق أحكام المادة"); "بالإضافة إلى" refers', () => {
    const text =
      '1- لغايات تطبيق أحكام المادة (18) من قانون ضريبة الشركات، يشمل الدخل المؤهل للشخص المؤهل القائم في المنطقة الحرة فئات الدخل التالية.\n' +
      '2- بالإضافة إلى الشروط المنصوص عليها في البند (1) من المادة (18) من قانون ضريبة الشركات، يجب على الشخص المؤهل القائم في المنطقة الحرة استيفاء الشرطين التاليين.';
    expect(edges(find('cd-100-2023', text))).toEqual(['implements fdl-47-2022#18', 'refers_to fdl-47-2022#18']);
  });

  it('a clause of an article of this decision refers to it; "وفق" a Law\'s clause implements it (md-73-2023 المادة 6)', () => {
    const text =
      '1- إذا تبين للهيئة أن شخصاً أو أكثر قد قاموا بفصل أعمالهم أو نشاط أعمالهم بشكل صوري وأن إيرادات كامل أعمالهم أو نشاط أعمالهم تجاوز الحد المنصوص عليه في البند (1) من المادة (2) من هذا القرار في أي فترة ضريبية، وقد اختار أحدهم أو أكثر تطبيق تسهيلات الأعمال الصغيرة، فإن ذلك يعتبر ترتيباً للحصول على ميزة متعلقة بضريبة الشركات وفق البند (1) من المادة (50) من قانون ضريبة الشركات.';
    const refs = find('md-73-2023', text, { articleNumbers: articles(7) });
    expect(edges(refs)).toEqual(['refers_to md-73-2023#2', 'implements fdl-47-2022#50']);
    expect(refs[0]).toMatchObject({ text: 'البند (1) من المادة (2) من هذا القرار', instrumentText: null });
  });

  it('the span starts with the word, proclitic included: "وفقاً للبند …"', () => {
    const text = 'ذلك يعتبر ترتيباً وفقاً للبند (1) من المادة (50) من قانون ضريبة الشركات.';
    const [ref] = find('cd-56-2023', text);
    expect(ref).toMatchObject({ kind: 'implements', targetSlug: 'fdl-47-2022', targetArticle: '50', text: 'للبند (1) من المادة (50) من قانون ضريبة الشركات' });
    expect(text.slice(ref!.start, ref!.end)).toBe(ref!.text);
  });

  it('"المرسوم بقانون" in the Executive Regulation is the Tax Procedures Law (cd-74-2023)', () => {
    const text =
      '2- أن تكون المعلومات محفوظة أو مخزنة في شكل صورة ضوئية أو إلكترونية، يمكن استخراج نسخة منها، خلال المدة التي تحددها الهيئة وفق أحكام المادة (48) من المرسوم بقانون، تسهل قراءتها متى طلبت الهيئة ذلك.';
    expect(edges(find('cd-74-2023', text))).toEqual(['implements fdl-28-2022#48']);
  });

  it('numbered instruments resolve by type, number and year; a Ministerial Decision filling in a Cabinet Decision implements it (md-139-2023)', () => {
    const text =
      'لأغراض المادة (4) من قرار مجلس الوزراء رقم (55) لسنة 2023 المشار إليه، تُعتبر متطلبات الحد الأدنى مستوفاة إذا لم تتجاوز الإيرادات غير المؤهلة التي يحققها الشخص المؤهل القائم في المنطقة الحرة في الفترة الضريبية (5%) خمسة بالمائة من إجمالي إيراداته في تلك الفترة الضريبية أو مبلغ (5.000.000) خمسة ملايين درهم، أيهما أقل.';
    const refs = find('md-139-2023', text);
    expect(edges(refs)).toEqual(['implements cd-55-2023#4']);
    expect(refs[0]!.instrumentText).toBe('قرار مجلس الوزراء رقم (55) لسنة 2023');
  });

  it('instruments outside the collection stay unresolved (md-73-2023 preamble)', () => {
    const text =
      '- وعلى المرسوم بقانون اتحادي رقم (47) لسنة 2022 في شأن الضريبة على الشركات والأعمال،\n- وعلى قرار مجلس الوزراء رقم (44) لسنة 2020 في شأن تنظيم التقارير المقدمة من الشركات متعددة الجنسيات،';
    expect(edges(find('md-73-2023', text))).toEqual(['refers_to fdl-47-2022#', 'refers_to ?قرار مجلس الوزراء رقم (44) لسنة 2020#']);
  });

  it('dual and plural article words give one reference per article', () => {
    expect(
      edges(find('fdl-47-2022', 'ح- الأرصدة الضريبية المتاحة المطالب بها بموجب المادتين (46) و(47) من هذا المرسوم بقانون.', { articleNumbers: articles(70) })),
    ).toEqual(['refers_to fdl-47-2022#46', 'refers_to fdl-47-2022#47']);
    const text =
      'لأغراض البند (1) من المادة (51) من المرسوم بقانون اتحادي رقم (47) لسنة 2022 المشار إليه أعلاه، على أي خاضع للضريبة القيام بتقديم طلب التسجيل الضريبي وفقاً للمدد المشار إليها في المواد (3) و(4) و(5) من هذا القرار.';
    const refs = find('fta-3-2024', text, { articleNumbers: articles(8) });
    expect(edges(refs)).toEqual(['implements fdl-47-2022#51', 'refers_to fta-3-2024#3', 'refers_to fta-3-2024#4', 'refers_to fta-3-2024#5']);
    expect(new Set(refs.slice(1).map((r) => r.text))).toEqual(new Set(['المواد (3) و(4) و(5) من هذا القرار']));
  });

  it('a range "من (3) إلى (5)" names every article in it', () => {
    expect(edges(find('fta-3-2024', 'الأشخاص المشار إليهم في المواد من (3) إلى (5) من هذا القرار', { articleNumbers: articles(8) }))).toEqual([
      'refers_to fta-3-2024#3',
      'refers_to fta-3-2024#4',
      'refers_to fta-3-2024#5',
    ]);
  });

  it('clauses of the same article are not references: "البنود من (1) إلى (6) من هذه المادة"', () => {
    expect(
      find(
        'fdl-47-2022',
        'أ- لا تُطبق أحكام البنود من (1) إلى (6) من هذه المادة على الشركاء في الائتلاف المشترك فيما يتعلق بالأعمال التي يمارسها الائتلاف المشترك.',
        { articleNumbers: articles(70) },
      ),
    ).toEqual([]);
  });

  it('"المادة الأولى" of a dated Decree-Law (fdl-47-2022, a note of the consolidated text)', () => {
    const text =
      'أضيف نص تعريف جديد الى التعاريف الواردة في المادة الأولى بموجب البند (1) من المادة الأولى من المرسوم بقانون اتحادي رقم 60 تاريخ 02/10/2023م ، وهو التالي :';
    expect(edges(find('fdl-47-2022', text, { articleNumbers: articles(70) }))).toEqual(['refers_to fdl-47-2022#1', 'refers_to fdl-60-2023#1']);
  });

  it('"منه" is the instrument named before, not the Law in its title (fdl-47-2022 حاشية 32)', () => {
    const text =
      '[حاشية] [32] لأغراض الفقرة (ط) من البند (2) من المادة 20 أعلاه ، يراجع القرار الوزاري رقم 120 تاريخ 16/05/2023م في شأن التعديلات بموجب الأحكام الانتقالية لأغراض المرسوم بقانون اتحادي رقم (47) لسنة 2022 في شأن الضريبة على الشركات والأعمال لا سيما المواد 2 و3 و4 منه ، فاقتضى التنويه.';
    expect(edges(find('fdl-47-2022', text, { articleNumbers: articles(70) }))).toEqual([
      'refers_to fdl-47-2022#20',
      'refers_to md-120-2023#2',
      'refers_to md-120-2023#3',
      'refers_to md-120-2023#4',
    ]);
  });

  it('"اللائحة التنفيذية" of the Tax Procedures Law is cd-74-2023; "لهذا القانون الاتحادي" (a repealed law) is not', () => {
    expect(edges(find('fdl-28-2022', 'وفقاً للضوابط التي تحددها اللائحة التنفيذية.'))).toEqual(['refers_to cd-74-2023#']);
    expect(edges(find('fdl-28-2022', 'على أن يستمر العمل باللائحة التنفيذية لهذا القانون الاتحادي وتعديلاتها'))).toEqual(['refers_to ?اللائحة التنفيذية#']);
  });

  it('"هذا القرار" alone and amounts are not references', () => {
    expect(find('md-73-2023', 'يُنشر هذا القرار، ويُعمل به بعد (15) خمسة عشر يوماً من تاريخ نشره.')).toEqual([]);
  });
});
