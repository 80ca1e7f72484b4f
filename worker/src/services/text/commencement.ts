/**
 * Whether a provision says from when an instrument applies: "This Decree-Law shall apply to Tax Periods commencing on or
 * after 1 June 2023", "shall come into force as of 1 March 2023", "يُطبق هذا المرسوم بقانون على الفترات الضريبية التي تبدأ في
 * أو بعد …", "ويُعمل به من اليوم التالي لتاريخ نشره". Retrieval reads it as the kind of answer a "from when" question asks
 * for (as a stated time limit answers "how long"); the analyst, as the provision that answers it. A status's effect
 * ("shall cease to be treated as an Exempt Person with effect from …") is not one: it answers its own question by its
 * own words. Arabic is read without its diacritics.
 */
const COMMENCEMENT = /\b(?:commencing|beginning|starting)\s+on\s+or\s+after\b|\b(?:come|comes|enter|enters)\s+into\s+force\b/i;
const COMMENCEMENT_AR = /(?:تبدأ|يبدأ|تبدا|يبدا)\s+في\s+[أا]و\s+بعد|(?:^|\s)و?يعمل\s+به(?:ذا|ذه)?(?=\s|$)/;
const ARABIC_MARKS = /[\u064B-\u0652\u0640]/g;

export function statesCommencement(text: string): boolean {
  return COMMENCEMENT.test(text) || COMMENCEMENT_AR.test(text.replace(ARABIC_MARKS, ''));
}
