/**
 * An OpenAI-compatible streamed chat completion, answered in-process to the benchmarked Worker's outbound
 * fetch (Miniflare `outboundService`): the model path of the product runs unchanged (openai SDK, stream
 * parsing, citation filter, usage and charge) with no network. The answer is as long and as cited as a
 * real one (Summary, Key Points, Details; about 330 words, 60 pieces): what the Worker's CPU time
 * depends on is the stream it relays, not what the words say.
 */
const ANSWER = [
  '## Summary\n\nA resident juridical person is subject to Corporate Tax on its worldwide income [1], ',
  'while a non-resident person is taxed only on income from a permanent establishment or a nexus in the State [2]. ',
  'Registration with the Federal Tax Authority is required within the period set by the Authority [3].\n\n',
  '## Key Points\n\n- The standard rate applies to taxable income above the threshold, with a zero rate below it [4].\n',
  '- A Qualifying Free Zone Person may benefit from a zero rate on Qualifying Income [5], subject to the conditions set out in the decision [6].\n',
  '- Small Business Relief may be elected where revenue stays below the threshold for the relevant tax periods [7].\n\n',
  '## Details\n\nThe taxable person computes taxable income from the accounting net profit, adjusted as the law requires [8]. ',
  'Exempt income, reliefs and deductions are applied in the order the law sets [1, 4]. Losses may be carried forward ',
  'subject to the limitation on the amount that may be offset in a tax period [9]. Where a person is a member of a tax group, ',
  'the parent files one return for the group [10]. Transfer pricing rules apply to transactions with related parties and ',
  "connected persons, which must meet the arm's length standard [2; 3]. Records must be kept for the period the law requires, ",
  'and the Authority may ask for them at any time within it [3]. Penalties apply to late registration and late filing [7-9].\n',
];

/** Splits the answer into pieces of about the size a model streams (a few words each). */
const PIECES = ANSWER.join('').match(/[\s\S]{1,32}/g) ?? [];

function chunk(delta: Record<string, unknown>, finish: string | null = null) {
  return {
    id: 'chatcmpl-bench',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'bench-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
}

const BODY =
  [
    chunk({ role: 'assistant', content: '' }),
    ...PIECES.map((content) => chunk({ content })),
    chunk({}, 'stop'),
    {
      id: 'chatcmpl-bench',
      object: 'chat.completion.chunk',
      created: 1_700_000_000,
      model: 'bench-model',
      choices: [],
      usage: { prompt_tokens: 6_000, completion_tokens: 450, total_tokens: 6_450 },
    },
  ]
    .map((event) => `data: ${JSON.stringify(event)}\n\n`)
    .join('') + 'data: [DONE]\n\n';

/** Answers POST …/chat/completions with the streamed answer; anything else is a 404, so stray calls show. */
export async function fakeModel(request: Request): Promise<Response> {
  await request.arrayBuffer();
  if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/chat/completions')) {
    return Response.json({ error: { message: `not faked: ${request.method} ${request.url}` } }, { status: 404 });
  }
  return new Response(BODY, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' } });
}
