/**
 * The fake Stripe (fake-stripe.ts) served over real HTTP on 127.0.0.1, for Node tests and for
 * running the Worker against it by hand:
 *
 *   npx tsx worker/test/fakes/fake-stripe-server.ts --port 12111 [--secret-key sk_test_…]
 *
 * then STRIPE_API_URL=http://127.0.0.1:12111 with any sk_test_… key (or the one given).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createFakeStripe, type FakeStripe } from './fake-stripe.ts';

export interface FakeStripeServer {
  /** http://127.0.0.1:<port>, the value for STRIPE_API_URL. */
  url: string;
  port: number;
  fake: FakeStripe;
  close(): Promise<void>;
}

export async function startFakeStripeServer(options: { port?: number; host?: string; secretKey?: string } = {}): Promise<FakeStripeServer> {
  const fake = createFakeStripe({ secretKey: options.secretKey });
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    serve(fake, host, req, res).catch(() => {
      // A simulated network failure (or a broken request): drop the connection, as a dead server would.
      res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    fake,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The SDK keeps connections alive; without this, close() waits for them to time out.
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

async function serve(fake: FakeStripe, host: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = req.method ?? 'GET';
  const request = new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? host}`), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks).toString('utf8'),
  });
  const response = await fake.handle(request);
  const outHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    outHeaders[name] = value;
  });
  res.writeHead(response.status, outHeaders);
  res.end(await response.text());
}

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startFakeStripeServer({
    port: Number(argument('port') ?? 12111),
    host: argument('host'),
    secretKey: argument('secret-key'),
  });
  console.log(`Fake Stripe listening on ${server.url}`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
