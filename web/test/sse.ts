/**
 * Test helpers (imported by tests only): fake `text/event-stream` responses in the wire
 * format of the research endpoints, whole or pushed by the test one event at a time.
 */
export type WireEvent = { type: string } & Record<string, unknown>;

export function wireEvent(event: WireEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

const headers = { 'Content-Type': 'text/event-stream; charset=utf-8' };

/** A finished stream, cut into chunks of `chunkSize` characters so parsing across chunks is exercised. */
export function sseResponse(events: WireEvent[], chunkSize = 11): Response {
  const text = events.map(wireEvent).join('');
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < text.length; i += chunkSize) controller.enqueue(encoder.encode(text.slice(i, i + chunkSize)));
        controller.close();
      },
    }),
    { headers },
  );
}

/** A stream that stays open until the test pushes its events and closes it. */
export function openSseResponse() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const response = new Response(
    new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    }),
    { headers },
  );
  return {
    response,
    push: (event: WireEvent) => controller.enqueue(encoder.encode(wireEvent(event))),
    close: () => controller.close(),
  };
}
