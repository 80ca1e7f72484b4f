/**
 * documentRelations over manifest rows and repeal articles copied from the corpus: direction is
 * always from the amending/repealing instrument to the one changed.
 */
import { describe, expect, it } from 'vitest';
import { documentRelations, type CatalogDocument, type DocumentRelation } from '../../src/services/citator/index.ts';
import { CATALOG, doc } from './citator-catalog.ts';

const line = (r: DocumentRelation) => `${r.fromSlug} ${r.kind} ${r.toSlug ?? '(outside)'} [${r.source}]`;

describe('documentRelations from the manifest', () => {
  const relations = documentRelations(CATALOG).map(line);

  it('reads titles: "… Amending Cabinet Decision No. 75 of 2023", "… Amending Certain Provisions of Federal Decree-Law No. 47 of 2022"', () => {
    expect(relations).toContain('cd-10-2024 amends cd-75-2023 [title]');
    expect(relations).toContain('fdl-60-2023 amends fdl-47-2022 [title]');
    expect(relations).toContain('fdl-28-2025 amends fdl-47-2022 [title]');
  });

  it('reads status notes in both voices: "Abrogated by X" (X repeals it) and "Replaced X" (it repeals X)', () => {
    expect(relations).toContain('cd-100-2023 repeals cd-55-2023 [status_note]');
    expect(relations).toContain('md-84-2025 repeals md-82-2023 [status_note]');
    expect(relations).toContain('md-265-2023 repeals md-139-2023 [status_note]');
  });

  it('gives each relation once, however many places say it', () => {
    expect(relations.filter((r) => r.startsWith('cd-100-2023 repeals cd-55-2023'))).toHaveLength(1);
    expect(relations.filter((r) => r.startsWith('cd-10-2024 amends cd-75-2023'))).toHaveLength(1);
  });

  it("makes no relation from hedged notes, from another document's history, or from an amending source outside the collection", () => {
    // "Possibly superseded: … includes Cabinet Decision No. 35 of 2025 …; not verified."
    expect(relations.some((r) => r.includes('cd-56-2023'))).toBe(false);
    // "MD 229/2025 on the same subject appears to supersede it … (unverified)."
    expect(relations.some((r) => r.startsWith('md-229-2025'))).toBe(false);
    // "Issued under Federal Decree-Law No. 47 of 2022 as amended by Federal Decree-Law No. 60 of 2023": about the Law, not cd-142-2024.
    expect(relations.some((r) => r.includes('cd-142-2024'))).toBe(false);
    // "amended since (e.g. by Federal Decree-Law No. 17 of 2025 …)": the amending Law is not in the collection.
    expect(relations.some((r) => r.endsWith('fdl-28-2022 [status_note]'))).toBe(false);
  });

  it('"partially repealed" is an amendment, not a repeal', () => {
    // A note written as the manifest writes them, on a row no other note or title concerns.
    const partly: CatalogDocument = { ...doc('md-105-2023'), statusNote: 'Partially repealed by Ministerial Decision No. 120 of 2023.' };
    const catalog = CATALOG.map((d) => (d.slug === partly.slug ? partly : d));
    const rows = documentRelations(catalog).filter((r) => r.toSlug === 'md-105-2023');
    expect(rows.map(line)).toEqual(['md-120-2023 amends md-105-2023 [status_note]']);
    expect(rows[0]!.text).toBe('Partially repealed by Ministerial Decision No. 120 of 2023');
  });
});

describe('documentRelations from repeal articles', () => {
  const cd100 = `## Preamble
The Cabinet:

### Article (10): Repeals
Cabinet Decision No. (55) of 2023 on Determining Qualifying Income for the Qualifying Free Zone Person for the Purposes of Federal Decree-Law No. (47) of 2022 on the Taxation of Corporations and Businesses is hereby repealed.

## Editorial notes
[Note 2] Cabinet Decision No. 55 dated 30/05/2023 AD, mentioned above and repealed pursuant to this Article, was published in the Official Gazette, Issue No. 752, p. 653; hence this note.`;

  const cd74 = `### Article (30): Repeals
1. Cabinet Decision No. (36) of 2017 on the Executive Regulation of Federal Law No. (7) of 2017 on Tax Procedures, as amended, is hereby repealed.
2. Any provision that contradicts or conflicts with the provisions of this Decision is hereby repealed.`;

  const cd74ar = `### Article (30): الإلغاءات

1- يُلغى قرار مجلس الوزراء رقم (36) لسنة 2017 في شأن اللائحة التنفيذية للقانون الاتحادي رقم (7) لسنة 2017 بشأن الإجراءات الضريبية، وتعديلاته.
2- يُلغى كل حكم يخالف أو يتعارض مع أحكام هذا القرار.`;

  it('an article repealing a named instrument is the strongest source (cd-100-2023 Article 10)', () => {
    const rows = documentRelations(CATALOG, new Map([['cd-100-2023', cd100]])).filter((r) => r.fromSlug === 'cd-100-2023');
    expect(rows).toEqual([
      {
        kind: 'repeals',
        fromSlug: 'cd-100-2023',
        toSlug: 'cd-55-2023',
        text: 'Cabinet Decision No. (55) of 2023 on Determining Qualifying Income for the Qualifying Free Zone Person for the Purposes of Federal Decree-Law No. (47) of 2022 on the Taxation of Corporations and Businesses is hereby repealed.',
        source: 'text',
      },
    ]);
  });

  it('a repealed instrument outside the collection is kept unresolved; "any provision that contradicts" is no relation', () => {
    for (const text of [cd74, cd74ar]) {
      const rows = documentRelations(CATALOG, new Map([['cd-74-2023', text]])).filter((r) => r.fromSlug === 'cd-74-2023');
      expect(rows.map(line)).toEqual(['cd-74-2023 repeals (outside) [text]']);
      expect(rows[0]!.text).toMatch(/^(Cabinet Decision No\. \(36\) of 2017 .* is hereby repealed\.|يُلغى قرار مجلس الوزراء رقم \(36\) لسنة 2017 )/);
    }
  });

  it('editorial notes reporting a repeal are not the instrument repealing', () => {
    const notesOnly = cd100.replace(/### Article \(10\)[\s\S]*?(?=## Editorial notes)/, '');
    const rows = documentRelations(CATALOG, new Map([['cd-100-2023', notesOnly]])).filter((r) => r.source === 'text');
    expect(rows).toEqual([]);
  });
});
