/**
 * The language a question is asked in: Arabic when it holds more Arabic letters than Latin ones (an Arabic
 * question may name "OECD" or "FTA"; an English one may quote an Arabic term). The answer is written in it.
 */
export type QuestionLanguage = 'en' | 'ar';

export function questionLanguage(text: string): QuestionLanguage {
  const arabic = text.match(/[\u0621-\u064A\u0660-\u0669\u066E-\u06D3\u06FA-\u06FC]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return arabic > latin ? 'ar' : 'en';
}
