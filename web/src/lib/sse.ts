/**
 * A minimal reader of `text/event-stream` bodies for POST requests (EventSource can only GET).
 * Follows the WHATWG parsing rules that matter here: lines end in LF, CRLF or CR; `data:`
 * lines of one event are joined with LF; a blank line dispatches; `:` lines are comments.
 * Bytes are decoded in streaming mode, so a chunk boundary may fall anywhere, even inside
 * a multi-byte character.
 */
export interface SseEvent {
  /** The `event:` field, 'message' when absent. */
  event: string;
  data: string;
}

export async function* readSseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  // A CR at the very end of a chunk may be the first half of a CRLF split across chunks.
  let skipLeadingLf = false;

  function* takeLines(final: boolean): Generator<SseEvent> {
    for (;;) {
      if (skipLeadingLf && buffer.startsWith('\n')) buffer = buffer.slice(1);
      if (buffer.length > 0) skipLeadingLf = false;
      const end = buffer.search(/[\r\n]/);
      if (end < 0) {
        if (!final || buffer === '') return;
      }
      const line = end < 0 ? buffer : buffer.slice(0, end);
      if (end < 0) buffer = '';
      else if (buffer[end] === '\r') {
        if (end + 1 < buffer.length) buffer = buffer.slice(end + (buffer[end + 1] === '\n' ? 2 : 1));
        else {
          buffer = '';
          skipLeadingLf = true;
        }
      } else buffer = buffer.slice(end + 1);

      if (line === '') {
        if (data.length > 0) yield { event: event || 'message', data: data.join('\n') };
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      let value = colon < 0 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      // `id` and `retry` only matter to EventSource's reconnection, which a POST never does.
    }
  }

  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        break;
      }
      buffer += decoder.decode(value, { stream: true });
      yield* takeLines(false);
    }
    buffer += decoder.decode();
    yield* takeLines(true);
    // The spec drops an event not followed by a blank line; a server that closes right after
    // its last `data:` line still meant it, so it is delivered.
    if (data.length > 0) yield { event: event || 'message', data: data.join('\n') };
  } finally {
    // A consumer that stops early (a `done` event, an unmount) must not leave the connection open.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
