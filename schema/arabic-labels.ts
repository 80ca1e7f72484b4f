/**
 * Arabic forms of the collection's type and status labels (issue 17): indexed with the Arabic title and text,
 * so an Arabic keyword finds a record by its type ("قرار وزاري") or status ("ملغى") even when the record has no
 * Arabic text, and read by the Arabic interface.
 */
export const LEGISLATION_TYPE_AR: Readonly<Record<string, string>> = {
  'Federal Decree-Law': 'مرسوم بقانون اتحادي',
  'Cabinet Decision': 'قرار مجلس الوزراء',
  'Ministerial Decision': 'قرار وزاري',
  'Federal Tax Authority Decision': 'قرار الهيئة الاتحادية للضرائب',
};

export function legislationTypeAr(type: string | null): string | null {
  return type ? (LEGISLATION_TYPE_AR[type.trim()] ?? null) : null;
}

/** The status as the official Arabic says it; a status the admin wrote in other words keeps no Arabic form. */
export function statusAr(status: string | null): string | null {
  const s = status?.trim().toLowerCase() ?? '';
  if (/\bpartially\s+repealed\b/.test(s)) return 'ملغى جزئياً';
  if (/\brepealed\b/.test(s)) return 'ملغى';
  if (/\bamended\b/.test(s)) return 'معدّل';
  if (s === 'active' || s === 'in force') return 'ساري';
  if (s === 'unknown') return 'غير معروف';
  return null;
}

/** The Arabic a record is searched by: its Arabic title, the Arabic of its type and status, its official Arabic text. */
export function arabicSearchText(record: { titleAr: string | null; legislation: string | null; status: string | null; textAr: string | null }): string {
  return [record.titleAr, legislationTypeAr(record.legislation), statusAr(record.status), record.textAr].filter(Boolean).join('\n');
}
