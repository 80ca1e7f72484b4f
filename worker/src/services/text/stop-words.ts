/**
 * Words that say nothing about which article answers a question: English function words, the
 * filler of a question ("can we", "do I need to"), and the places every question is about (the
 * legislation says "the State"; a question's "UAE" or "Dubai" would only pull towards the few
 * texts that happen to spell the country's name).
 */
export const FUNCTION_WORDS =
  'a about above after again against all am an and any are as at be because been before being below between both but by ' +
  'can could did do does doing down during each few for from further had has have having he her here hers herself him ' +
  'himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other ' +
  'our ours ourselves out over own same she should so some such than that the their theirs them themselves then there ' +
  'these they this those through to too under until up very was we were what when where which while who whom why will ' +
  'with would you your yours yourself yourselves shall may must also us';

const QUESTION_WORDS =
  'please question know want wants wanted get gets got getting use uses used using still actually currently really ' +
  'anything something everything need needs needed like say says said tell told whether ok okay yes thing things ' +
  'happen happens happened go goes going make makes made given give gives let lets put puts one ones either neither ' +
  'whose whatever whichever however via per etc e g ie eg work works available possible';

const PLACES = 'uae emirates emirati dubai abu dhabi sharjah ajman fujairah ras khaimah umm quwain';

const STOP = new Set(`${FUNCTION_WORDS} ${QUESTION_WORDS} ${PLACES}`.split(/\s+/));

/** True for a folded (lower-case) word that carries no topic. */
export function isStopWord(word: string): boolean {
  return STOP.has(word);
}
