/**
 * Issue 17, item 2: an Arabic keyword finds a record by its Arabic title, and by the Arabic of its type and
 * status, also a record without Arabic text; an admin's change of status changes what it is found by.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { CreateLegislationResponse } from '../../schema/api/admin-legislation.ts';
import type { LegislationListResponse } from '../../schema/api/legislation.ts';
import { legislationTypeAr, statusAr } from '../../schema/arabic-labels.ts';
import { call } from './helpers.ts';
import { forgetCorpusVersion } from '../src/services/legislation/corpus-version.ts';
import { legislationAdmin } from './support/admin.ts';

const admin = legislationAdmin();
const created = admin.created;

async function slugsFor(keyword: string): Promise<string[]> {
  const res = await call(`/api/legislation?search=${encodeURIComponent(keyword)}&limit=100`, { headers: { 'cache-control': 'no-cache' } });
  expect(res.status).toBe(200);
  return (res.json as unknown as LegislationListResponse).records.map((r) => r.slug ?? `#${r.id}`);
}

describe('Arabic keyword search', () => {
  it('finds a record by its official Arabic title', async () => {
    expect(await slugsFor('قرار وزاري رقم 73')).toContain('md-73-2023');
  });

  it('reads Arabic-Indic digits as the texts write them (Western), as the interface shows them to an Arabic reader', async () => {
    for (const [typed, written] of [
      ['المادة ٥٠', 'المادة 50'],
      ['المادة (۵۰)', 'المادة (50)'],
      ['قرار وزاري رقم ٧٣', 'قرار وزاري رقم 73'],
      ['٣٬٠٠٠٬٠٠٠', '3,000,000'],
    ] as const) {
      const found = await slugsFor(written);
      expect(found.length, written).toBeGreaterThan(0);
      expect(await slugsFor(typed), typed).toEqual(found);
    }
  });

  it('finds records by the Arabic of their status, also those without Arabic text', async () => {
    const repealed = await slugsFor('ملغى');
    // cd-55-2023 is known only by its metadata; md-139-2023 has its Arabic text.
    expect(repealed).toEqual(expect.arrayContaining(['cd-55-2023', 'md-139-2023']));
  });

  it('finds records by the Arabic of their type', async () => {
    expect(await slugsFor('قرار مجلس الوزراء')).toContain('cd-55-2023');
    expect(await slugsFor('مرسوم بقانون اتحادي')).toContain('fdl-60-2023');
  });

  it('follows an admin’s change of status and a new record’s type at once', async () => {
    const title = `Arabic label test ${Math.random().toString(36).slice(2, 8)}`;
    const res = await call('/api/legislation', { body: { title, legislation: 'Federal Tax Authority Decision', status: 'active' }, cookie: admin.cookie });
    const id = (res.json as unknown as CreateLegislationResponse).record.id;
    created.push(id);
    await env.DB.prepare("UPDATE legislation SET tax_category = 'Corporate Tax' WHERE id = ?").bind(id).run();
    forgetCorpusVersion();
    expect(await slugsFor(legislationTypeAr('Federal Tax Authority Decision')!)).toContain(`#${id}`);
    expect(await slugsFor(statusAr('repealed')!)).not.toContain(`#${id}`);
    expect((await call(`/api/legislation/${id}`, { method: 'PATCH', body: { status: 'repealed' }, cookie: admin.cookie })).status).toBe(200);
    expect(await slugsFor(statusAr('repealed')!)).toContain(`#${id}`);
  });
});
