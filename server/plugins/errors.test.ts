import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Sends raw bytes over a real socket and answers everything the server wrote back. */
function sendRaw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server closes the socket after its answer, possibly while we are still writing.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve(Buffer.concat(chunks).toString());
      else reject(error);
    });
    socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
    socket.write(request);
  });
}

function parseRawAnswer(raw: string): { status: number; headers: string; body: unknown } {
  const [head, body] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head, body: JSON.parse(body) };
}

describe('every error answer is the envelope', () => {
  it.each(['/api/%', '/api/recipes/%E0%A4%A', '/api/recipes/%zz'])(
    'answers a malformed address %s with 400',
    async (url) => {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        success: false,
        message: 'The address is not valid: it has a malformed percent-encoding.',
        request_id: response.headers['x-request-id'],
      });
    },
  );

  it('answers a path parameter over the router limit with 414', async () => {
    const response = await ctx.app.inject({ url: `/api/reviews-by-pagination/${'1'.repeat(150)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      success: false,
      message: 'The address is too long.',
      request_id: response.headers['x-request-id'],
    });
  });

  it('answers an unknown route and an unknown method with a 404 envelope', async () => {
    const unknownPath = await ctx.app.inject({ url: '/api/nothing-here' });
    expect(unknownPath.statusCode).toBe(404);
    expect(unknownPath.json()).toEqual({
      success: false,
      message: 'No route for GET /api/nothing-here',
      request_id: expect.any(String),
    });
    const unknownMethod = await ctx.app.inject({ method: 'DELETE', url: '/api/categories' });
    expect(unknownMethod.statusCode).toBe(404);
    expect(unknownMethod.json()).toEqual({
      success: false,
      message: 'No route for DELETE /api/categories',
      request_id: unknownMethod.headers['x-request-id'],
    });
  });

  describe('on a real socket', () => {
    let port: number;
    beforeAll(async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      port = (ctx.app.server.address() as AddressInfo).port;
    });

    it('answers request headers over the limit with 431 and the envelope', async () => {
      const raw = await sendRaw(
        port,
        `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(100 * 1024)}\r\n\r\n`,
      );
      const answer = parseRawAnswer(raw);
      expect(answer.status).toBe(431);
      expect(answer.headers).toMatch(/content-type: application\/json/i);
      expect(answer.body).toEqual({ success: false, message: 'The request headers are too large.' });
    });

    it('answers a request the HTTP parser cannot read with 400 and the envelope', async () => {
      const answer = parseRawAnswer(
        await sendRaw(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n'),
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: 'The request is malformed.' });
    });

    it('answers a malformed address on the wire with 400 and the envelope', async () => {
      const answer = parseRawAnswer(
        await sendRaw(port, 'GET /api/% HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        success: false,
        message: 'The address is not valid: it has a malformed percent-encoding.',
        request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
    });
  });
});
