/** /admin (legislation management) against a fake admin API, inside the app's real providers. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminLegislationRecord, LegislationAuditEntry } from '../../../schema/api/admin-legislation.ts';
import { CreateLegislationRequest, UpdateLegislationRequest } from '../../../schema/api/admin-legislation-requests.ts';
import { json, renderWithProviders, testUser, type FetchHandler } from '../../test/render-with-providers.tsx';
import { AdminLegislationPage } from './admin-legislation-page.tsx';

function record(id: number, over: Partial<AdminLegislationRecord> = {}): AdminLegislationRecord {
  return {
    id,
    slug: `record-${id}`,
    title: `Record ${id}`,
    title_ar: null,
    legislation: 'Federal Decree-Law',
    number: null,
    year: 2022,
    chapter: 'I - Laws',
    status: 'Active',
    status_note: null,
    tax_category: 'Corporate Tax',
    source_file: null,
    redirect_url: null,
    summary: `Summary of record ${id}`,
    key_points: [],
    summary_ar: null,
    key_points_ar: [],
    issue_date_actual: '2022-10-03',
    effective_date: null,
    word_count: 1000 * id,
    estimated_tokens: 1300 * id,
    context_cost: 0.001 * id,
    text_language: 'en',
    has_text: true,
    created_at: '2026-01-05T08:00:00.000Z',
    updated_at: '2026-01-05T08:00:00.000Z',
    original_text: `Article (1) Text of record ${id}`,
    original_text_continued: null,
    markdown: null,
    article_count: 3,
    ...over,
  };
}

const ADMIN = testUser({ is_admin: true, email: 'admin@example.com' });

const RECORDS = [
  record(1, { title: 'Corporate Tax Law', chapter: 'I - Laws', status: 'Active', legislation: 'Federal Decree-Law' }),
  record(2, { title: 'Small Business Relief', chapter: 'III - Ministerial Decisions', status: 'Active', legislation: 'Ministerial Decision' }),
  record(3, { title: 'Old Procedures', chapter: 'I - Laws', status: 'Repealed', legislation: 'Federal Law', tax_category: 'Tax Procedures' }),
];

const summaryOf = ({ original_text: _t, original_text_continued: _c, markdown: _m, article_count: _a, ...row }: AdminLegislationRecord) => row;
/** As the server counts: the words of the English text. */
const wordsOf = (r: AdminLegislationRecord) => `${r.original_text ?? ''} ${r.original_text_continued ?? ''}`.split(/\s+/).filter(Boolean).length;

/** A fake legislation-management API over `initial`, validating writes with the shared contract. `hold` delays a call's answer. */
function legislationApi(
  initial: AdminLegislationRecord[],
  options: { extra?: FetchHandler; hold?: (url: string, init: RequestInit) => Promise<void> | undefined } = {},
) {
  const records = initial.map((r) => ({ ...r }));
  const audit: Record<number, LegislationAuditEntry[]> = {};
  let nextId = 100;
  const answer = (url: string, init: RequestInit): Response | undefined => {
    const method = init.method ?? 'GET';
    if (url.startsWith('/api/admin/legislation') && method === 'GET') {
      const one = url.match(/^\/api\/admin\/legislation\/(\d+)$/);
      if (one) {
        const found = records.find((r) => r.id === Number(one[1]));
        return found ? json({ success: true, record: found, audit: audit[found.id] ?? [] }) : json({ error: 'Legislation not found' }, 404);
      }
      const search = new URL(url, 'http://localhost').searchParams.get('search')?.toLowerCase();
      const hits = search ? records.filter((r) => [r.title, r.summary, r.original_text].some((t) => t?.toLowerCase().includes(search))) : records;
      return json({ records: hits.map(summaryOf) });
    }
    if (url === '/api/field-choices')
      return json({ records: records.map((r) => ({ status: r.status, chapter: r.chapter, legislation: r.legislation, tax_category: r.tax_category })) });
    const patch = url.match(/^\/api\/legislation\/(\d+)$/);
    if (patch && method === 'PATCH') {
      const parsed = UpdateLegislationRequest.safeParse(JSON.parse(init.body as string));
      if (!parsed.success) return json({ error: parsed.error.issues[0]!.message }, 400);
      const r = records.find((x) => x.id === Number(patch[1]))!;
      const { field, value } = parsed.data;
      const before = r[field];
      Object.assign(r, { [field]: field === 'key_points' ? String(value ?? '').split('\n') : value, updated_at: '2026-02-01T10:30:00.000Z' });
      r.word_count = wordsOf(r);
      (audit[r.id] ??= []).unshift({
        id: Date.now(),
        user_email: ADMIN.email,
        action: 'update',
        field,
        old_value: before === null ? null : String(before),
        new_value: value === null ? null : String(value),
        truncated: false,
        created_at: r.updated_at,
      });
      return json({ success: true, record: r, audit: audit[r.id] });
    }
    if (url === '/api/legislation' && method === 'POST') {
      const parsed = CreateLegislationRequest.safeParse(JSON.parse(init.body as string));
      if (!parsed.success) return json({ error: parsed.error.issues[0]!.message }, 400);
      const d = parsed.data as Record<'legislation' | 'chapter' | 'status' | 'tax_category', string | null> & { title: string };
      const created = record(nextId++, {
        ...d,
        summary: null,
        original_text: null,
        word_count: 0,
        estimated_tokens: 0,
        context_cost: 0,
        has_text: false,
        article_count: 0,
      });
      records.unshift(created);
      return json({ success: true, record: summaryOf(created) }, 201);
    }
    return undefined;
  };
  const handler: FetchHandler = (url, init) => {
    const res = options.extra?.(url, init) ?? answer(url, init);
    const held = res && options.hold?.(url, init);
    return held ? held.then(() => res) : res;
  };
  return handler;
}

function renderAdmin(fetch: FetchHandler) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin" element={<AdminLegislationPage />} />
    </Routes>,
    { route: '/admin', user: ADMIN, fetch },
  );
}

const calls = (fetchMock: ReturnType<typeof vi.fn>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && ((init as RequestInit | undefined)?.method ?? 'GET') === method);
const bodyOf = (call: unknown[] | undefined) => JSON.parse((call![1] as RequestInit).body as string) as unknown;
const tile = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
/** The open record's tab panel, where the inline editors are (the filters above share some labels). */
const panel = () => within(screen.getByRole('tabpanel'));
const rowButton = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}`) });

/** A promise the test resolves by hand: holds a call in flight. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

let alertSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alertSpy = vi.fn();
  vi.stubGlobal('alert', alertSpy);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('AdminLegislationPage: list, tiles, filters and search', () => {
  it('shows the admin header links, the count line and tiles over the filtered set; Clear All Filters resets', async () => {
    renderAdmin(legislationApi(RECORDS));
    expect(await screen.findByText('Showing 3 of 3 records')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Legislation Management' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    for (const [name, href] of [
      ['Usage Analytics', '/admin/usage'],
      ['System Monitoring', '/admin/monitoring'],
      ['API Costs', '/admin/api-costs'],
    ]) {
      expect(within(nav).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(within(nav).getByRole('link', { name: /Newsletter/ })).toBeTruthy();
    expect(tile('Documents')).toBe('3');
    expect(tile('Total words')).toBe('6,000');
    expect(tile('Total tokens')).toBe('7,800');
    expect(tile('Total context cost')).toBe('AED 0.006000');
    expect(screen.queryByRole('button', { name: 'Clear All Filters' })).toBeNull();

    // Exact-match filters, options from the field choices, each with its 'all' option.
    const chapter = screen.getByLabelText('Chapter') as HTMLSelectElement;
    expect([...chapter.options].map((o) => o.text)).toEqual(['All chapters', 'I - Laws', 'III - Ministerial Decisions']);
    await userEvent.selectOptions(chapter, 'I - Laws');
    expect(screen.getByText('Showing 2 of 3 records')).toBeTruthy();
    expect(tile('Documents')).toBe('2');
    expect(tile('Total words')).toBe('4,000');
    expect(tile('Total tokens')).toBe('5,200');
    expect(tile('Total context cost')).toBe('AED 0.004000');
    await userEvent.selectOptions(screen.getByLabelText('Tax category'), 'Tax Procedures');
    expect(screen.getByText('Showing 1 of 3 records')).toBeTruthy();
    expect(rowButton('Old Procedures')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Corporate Tax Law/ })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Active');
    expect(screen.getByText('Showing 0 of 3 records')).toBeTruthy();
    expect(tile('Total context cost')).toBe('AED 0.000000');

    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(screen.getByText('Showing 3 of 3 records')).toBeTruthy();
    expect((screen.getByLabelText('Chapter') as HTMLSelectElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear All Filters' })).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Ministerial Decision');
    expect(screen.getByText('Showing 1 of 3 records')).toBeTruthy();
  });

  it('searches on the server after 300 ms, keeping the previous list while it loads; Clear All Filters clears the search', async () => {
    const held = gate();
    const { fetchMock } = renderAdmin(legislationApi(RECORDS, { hold: (url) => (url.includes('search=') ? held.promise : undefined) }));
    expect(await screen.findByText('Showing 3 of 3 records')).toBeTruthy();
    const box = screen.getByLabelText('Search title, summary and text');
    await userEvent.type(box, 'relief');
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeTruthy();
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/admin/legislation?search=relief')).toHaveLength(1));
    // Only the settled keyword is sent, once.
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('search=')).length).toBe(1);
    expect(screen.getByText('Showing 3 of 3 records')).toBeTruthy();
    expect(screen.getByText('Searching…')).toBeTruthy();
    held.open();
    expect(await screen.findByText('Showing 1 of 1 records matching “relief”')).toBeTruthy();
    expect(rowButton('Small Business Relief')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect((box as HTMLInputElement).value).toBe('');
    expect(await screen.findByText('Showing 3 of 3 records')).toBeTruthy();
  });

  it('falls back to the public list, with a notice, when the admin list fails', async () => {
    const publicRows = RECORDS.slice(0, 2).map(({ key_points: _k, ...r }) => summaryOf(r as AdminLegislationRecord));
    const { fetchMock } = renderAdmin((url) => {
      if (url === '/api/admin/legislation') return json({ error: 'boom' }, 500);
      if (url === '/api/legislation?limit=1000')
        return json({ records: publicRows, total: 2, total_with_text: 2, total_records: 2, total_records_with_text: 2 });
      if (url === '/api/field-choices') return json({ records: [] });
      return undefined;
    });
    expect(await screen.findByText('Showing 2 of 2 records')).toBeTruthy();
    expect(screen.getByText('Showing the public list')).toBeTruthy();
    expect(calls(fetchMock, 'GET', '/api/legislation?limit=1000')).toHaveLength(1);
  });

  it('shows the access card when the server refuses the admin list', async () => {
    renderAdmin((url) =>
      url.startsWith('/api/admin/') ? json({ error: 'Admin access required' }, 403) : url === '/api/field-choices' ? json({ records: [] }) : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('Admin access required to view this page.')).toBeTruthy();
  });
});

describe('AdminLegislationPage: Add Legislation', () => {
  it('requires a title, shows Creating..., prepends the new record, then closes and resets the form', async () => {
    const held = gate();
    const { fetchMock } = renderAdmin(
      legislationApi(RECORDS, { hold: (url, init) => (url === '/api/legislation' && init.method === 'POST' ? held.promise : undefined) }),
    );
    await screen.findByText('Showing 3 of 3 records');
    const toggle = screen.getByRole('button', { name: 'Add Legislation' });
    await userEvent.click(toggle);
    expect(toggle.textContent).toBe('Cancel');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Add Legislation' });
    const create = within(form).getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    expect((within(form).getByLabelText('Tax category') as HTMLSelectElement).value).toBe('Corporate Tax');
    expect((within(form).getByLabelText('Type') as HTMLSelectElement).value).toBe('_none');

    await userEvent.type(within(form).getByLabelText('Title (required)'), '   ');
    expect(create.disabled).toBe(true);
    await userEvent.clear(within(form).getByLabelText('Title (required)'));
    await userEvent.type(within(form).getByLabelText('Title (required)'), '  Cabinet Decision No. 99  ');
    await userEvent.selectOptions(within(form).getByLabelText('Chapter'), 'III - Ministerial Decisions');
    await userEvent.type(within(form).getByLabelText('Status'), 'Active');
    expect(create.disabled).toBe(false);
    await userEvent.click(create);

    expect(create.textContent).toBe('Creating...');
    expect(create.disabled).toBe(true);
    expect(bodyOf(calls(fetchMock, 'POST', '/api/legislation')[0])).toEqual({
      title: 'Cabinet Decision No. 99',
      legislation: null,
      chapter: 'III - Ministerial Decisions',
      status: 'Active',
      tax_category: 'Corporate Tax',
    });
    held.open();

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add Legislation' })).toBeNull());
    expect(screen.getByText('Showing 4 of 4 records')).toBeTruthy();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')[0]!.textContent).toContain('Cabinet Decision No. 99');
    expect(toggle.textContent).toBe('Add Legislation');

    await userEvent.click(toggle);
    const again = screen.getByRole('form', { name: 'Add Legislation' });
    expect((within(again).getByLabelText('Title (required)') as HTMLInputElement).value).toBe('');
    expect((within(again).getByLabelText('Tax category') as HTMLSelectElement).value).toBe('Corporate Tax');
    expect((within(again).getByLabelText('Chapter') as HTMLSelectElement).value).toBe('_none');
  });

  it('logs a failure and alerts "Failed to create legislation: " with the message, keeping the form', async () => {
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAdmin(
      legislationApi(RECORDS, {
        extra: (url, init) => (url === '/api/legislation' && init.method === 'POST' ? json({ error: 'Title is required' }, 400) : undefined),
      }),
    );
    await screen.findByText('Showing 3 of 3 records');
    await userEvent.click(screen.getByRole('button', { name: 'Add Legislation' }));
    const form = screen.getByRole('form', { name: 'Add Legislation' });
    await userEvent.type(within(form).getByLabelText('Title (required)'), 'X');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Failed to create legislation: Server error: Title is required'));
    expect(errorSpy).toHaveBeenCalled();
    expect((within(form).getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('Showing 3 of 3 records')).toBeTruthy();
  });
});

describe('AdminLegislationPage: expanded records and inline editing', () => {
  async function expand(title: string) {
    await userEvent.click(rowButton(title));
    return screen.findByRole('tab', { name: 'Basic Info' });
  }

  /** The page over RECORDS (answered through `options`), with the Corporate Tax Law record open on `tab`. */
  async function openLawRecord(options: Parameters<typeof legislationApi>[1] = {}, tab?: 'Content' | 'Dates & Metadata') {
    const rendered = renderAdmin(legislationApi(RECORDS, options));
    await screen.findByText('Showing 3 of 3 records');
    await expand('Corporate Tax Law');
    if (tab) await userEvent.click(screen.getByRole('tab', { name: tab }));
    return rendered;
  }

  it('opens one record at a time; clicking the open header again closes it', async () => {
    const { fetchMock } = renderAdmin(legislationApi(RECORDS));
    await screen.findByText('Showing 3 of 3 records');
    const first = rowButton('Corporate Tax Law');
    const second = rowButton('Small Business Relief');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    const region = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(region.getAttribute('role')).toBe('region');
    expect(await within(region).findByRole('tab', { name: 'Basic Info' })).toBeTruthy();
    expect(calls(fetchMock, 'GET', '/api/admin/legislation/1')).toHaveLength(1);

    await userEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('tablist')).toHaveLength(1);
    await userEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('tab', { name: 'Basic Info' })).toBeNull();
  });

  it('shows the fields per tab, Not set for empty ones, long texts collapsed, computed figures and the history', async () => {
    const long = 'Lorem ipsum dolor sit amet. '.repeat(40);
    const audit: LegislationAuditEntry[] = [
      {
        id: 2,
        user_email: 'admin@example.com',
        action: 'update',
        field: 'status',
        old_value: 'Draft',
        new_value: 'Active',
        truncated: false,
        created_at: '2026-01-06T09:15:00.000Z',
      },
      {
        id: 1,
        user_email: 'editor@example.com',
        action: 'update',
        field: 'summary',
        old_value: 'x'.repeat(300),
        new_value: 'Short',
        truncated: true,
        created_at: '2026-01-05T09:00:00.000Z',
      },
    ];
    const r = record(1, {
      title: 'Corporate Tax Law',
      status_note: null,
      original_text: long,
      markdown: '### Article (1): Definitions\nText',
      article_count: 12,
    });
    renderAdmin(legislationApi([r], { extra: (url) => (url === '/api/admin/legislation/1' ? json({ success: true, record: r, audit }) : undefined) }));
    await screen.findByText('Showing 1 of 1 records');
    await expand('Corporate Tax Law');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Status note').nextElementSibling?.textContent).toBe('Not set');
    expect(within(panel).getByRole('button', { name: 'Edit Title' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Content' }));
    // The plain text follows the Markdown: read-only with the note, no Edit button.
    expect(screen.queryByRole('button', { name: 'Edit Original text' })).toBeNull();
    expect(screen.getByText(/kept as structured Markdown/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Structured text (Markdown)' })).toBeTruthy();
    const showAll = screen.getByRole('button', { name: `Show all (${long.length.toLocaleString('en-US')} characters)` });
    expect(showAll.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(showAll);
    expect(screen.getByRole('button', { name: 'Show less' })).toBeTruthy();

    // Keyboard: the tabs follow the arrow keys.
    const contentTab = screen.getByRole('tab', { name: 'Content' });
    contentTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Dates & Metadata' }).getAttribute('aria-selected')).toBe('true');
    const dates = screen.getByRole('tabpanel');
    expect(within(dates).getByText('Word count').nextElementSibling?.textContent).toBe('1,000');
    expect(within(dates).getByText('Context cost (AED)').nextElementSibling?.textContent).toBe('AED 0.001000');
    expect(within(dates).getByText('Articles (passages)').nextElementSibling?.textContent).toBe('12');
    expect(within(dates).getByText(/cannot be edited/)).toBeTruthy();
    expect(within(dates).queryByRole('button', { name: 'Edit Word count' })).toBeNull();
    const history = within(dates).getByRole('region', { name: 'History' });
    const items = within(history).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('admin@example.com');
    expect(items[0]!.textContent).toContain('Status: Draft → Active');
    expect(items[1]!.textContent).toContain('(cut)');
  });

  it('edits a text field: Edit → Saving... → view with the server value; the list row and computed figures follow', async () => {
    const held = gate();
    const { fetchMock } = await openLawRecord({ hold: (_url, init) => (init.method === 'PATCH' ? held.promise : undefined) }, 'Content');
    const edit = screen.getByRole('button', { name: 'Edit Summary' });
    await userEvent.click(edit);
    const input = panel().getByLabelText('Summary') as HTMLTextAreaElement;
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe('Summary of record 1');
    await userEvent.clear(input);
    await userEvent.type(input, 'A new summary with seven words here');
    await userEvent.click(screen.getByRole('button', { name: 'Save Summary' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeTruthy();
    expect(input.disabled).toBe(true);
    expect(bodyOf(calls(fetchMock, 'PATCH', '/api/legislation/1')[0])).toEqual({ summary: 'A new summary with seven words here' });
    held.open();

    // The saved value in the view (not the textarea's own text, which says the same while it is still saving).
    expect(await screen.findByText('A new summary with seven words here', { ignore: 'script, style, textarea' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: /^Edit / })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Summary' })));

    // A new text: the server's new word count reaches the computed figures and the list row.
    await userEvent.click(screen.getByRole('button', { name: 'Edit Original text' }));
    const text = panel().getByLabelText('Original text');
    await userEvent.clear(text);
    await userEvent.type(text, 'Article (1) Seven words of new text');
    await userEvent.click(screen.getByRole('button', { name: 'Save Original text' }));
    await waitFor(() => expect(panel().queryByRole('form')).toBeNull());

    await userEvent.click(screen.getByRole('tab', { name: 'Dates & Metadata' }));
    const dates = screen.getByRole('tabpanel');
    expect(within(dates).getByText('Word count').nextElementSibling?.textContent).toBe('7');
    expect(within(dates).getByText('Last updated').nextElementSibling?.textContent).toContain('1 Feb 2026');
    expect(within(within(dates).getByRole('region', { name: 'History' })).getByText(/A new summary/)).toBeTruthy();
    expect(rowButton('Corporate Tax Law').textContent).toContain('7 words');

    // A title edit renames the list row.
    await userEvent.click(screen.getByRole('tab', { name: 'Basic Info' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Title' }));
    const title = panel().getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Corporate Tax Law (amended){Enter}');
    expect(await screen.findByRole('button', { name: /^Corporate Tax Law \(amended\)/ })).toBeTruthy();
  });

  it('checks a value with the shared validator before sending it', async () => {
    const { fetchMock } = await openLawRecord({}, 'Dates & Metadata');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Source file (URL of the original)' }));
    const input = panel().getByLabelText('Source file (URL of the original)');
    await userEvent.type(input, 'ftp://example.com/law.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Save Source file (URL of the original)' }));
    // Client-side check with the shared validator first: no request for a value the server refuses anyway.
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Source file (URL of the original) must be an http(s) address');
    expect(calls(fetchMock, 'PATCH', '/api/legislation/1')).toHaveLength(0);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('reports a server refusal inline and in the alert, staying in edit', async () => {
    await openLawRecord({ extra: (_url, init) => (init.method === 'PATCH' ? json({ error: 'Status must be at most 100 characters' }, 400) : undefined) });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Status' }));
    const input = panel().getByLabelText('Status') as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, 'Amended');
    await userEvent.click(screen.getByRole('button', { name: 'Save Status' }));
    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe('Server error: Status must be at most 100 characters');
    expect(alertSpy).toHaveBeenCalledWith('Failed to update status: Server error: Status must be at most 100 characters');
    expect(input.value).toBe('Amended');
    expect(input.disabled).toBe(false);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Save Status' })).toBeTruthy();
  });

  it('says "Server returned" with the status for a non-JSON failure', async () => {
    await openLawRecord({ extra: (_url, init) => (init.method === 'PATCH' ? new Response('<html>Bad gateway</html>', { status: 502 }) : undefined) });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Status' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Status' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Server returned 502: non-JSON response');
    expect(alertSpy).toHaveBeenCalledWith('Failed to update status: Server returned 502: non-JSON response');
  });

  it('Cancel and Escape restore the original value and give focus back to Edit', async () => {
    const { fetchMock } = await openLawRecord();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Status' }));
    await userEvent.clear(panel().getByLabelText('Status'));
    await userEvent.type(panel().getByLabelText('Status'), 'Repealed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel editing Status' }));
    expect(screen.queryByRole('form', { name: /^Edit / })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Status' }));
    expect(panel().getByText('Status', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Active');

    await userEvent.click(screen.getByRole('button', { name: 'Edit Status' }));
    expect((panel().getByLabelText('Status') as HTMLInputElement).value).toBe('Active');
    await userEvent.type(panel().getByLabelText('Status'), ' changed{Escape}');
    expect(screen.queryByRole('form', { name: /^Edit / })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Status' }));
    expect(calls(fetchMock, 'PATCH', '/api/legislation/1')).toHaveLength(0);
  });

  it("number fields must be whole numbers ('Please enter a valid number'); nothing is sent", async () => {
    const { fetchMock } = await openLawRecord();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Year' }));
    const year = panel().getByLabelText('Year') as HTMLInputElement;
    expect(year.type).toBe('number');
    fireEvent.change(year, { target: { value: '2023.5' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Year' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid number');
    expect(calls(fetchMock, 'PATCH', '/api/legislation/1')).toHaveLength(0);

    fireEvent.change(year, { target: { value: '2023' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Year' }));
    await waitFor(() => expect(calls(fetchMock, 'PATCH', '/api/legislation/1')).toHaveLength(1));
    expect(bodyOf(calls(fetchMock, 'PATCH', '/api/legislation/1')[0])).toEqual({ year: 2023 });
    expect(await screen.findByText('2023')).toBeTruthy();
  });

  it("a select offers None and the field choices; None ('_none') is sent as null and shows Not set", async () => {
    const { fetchMock } = await openLawRecord();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Chapter' }));
    const select = panel().getByLabelText('Chapter', { selector: 'select' }) as HTMLSelectElement;
    expect(select.value).toBe('I - Laws');
    expect([...select.options].map((o) => o.value)).toEqual(['_none', 'I - Laws', 'III - Ministerial Decisions']);
    await userEvent.selectOptions(select, 'None');
    await userEvent.click(screen.getByRole('button', { name: 'Save Chapter' }));
    await waitFor(() => expect(calls(fetchMock, 'PATCH', '/api/legislation/1')).toHaveLength(1));
    expect(bodyOf(calls(fetchMock, 'PATCH', '/api/legislation/1')[0])).toEqual({ chapter: null });
    await waitFor(() => expect(panel().getByText('Chapter', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Not set'));
  });

  it('dates use a date input and save YYYY-MM-DD', async () => {
    const { fetchMock } = await openLawRecord({}, 'Dates & Metadata');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Effective date' }));
    const input = panel().getByLabelText('Effective date') as HTMLInputElement;
    expect(input.type).toBe('date');
    fireEvent.change(input, { target: { value: '2023-06-01' } });
    await act(async () => {
      fireEvent.submit(input.form!);
    });
    await waitFor(() => expect(calls(fetchMock, 'PATCH', '/api/legislation/1')).toHaveLength(1));
    expect(bodyOf(calls(fetchMock, 'PATCH', '/api/legislation/1')[0])).toEqual({ effective_date: '2023-06-01' });
  });
});
