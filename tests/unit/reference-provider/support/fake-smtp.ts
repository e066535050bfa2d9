// Just enough of an SMTP server for the provider's mailer (nodemailer), so tests read what a shopper's
// mailbox would receive, also from a provider in production mode (no development outbox there).
import net from 'node:net';

/** Waits until `check` holds (polling), failing with `what` after 30 s. */
export async function eventually(what: string, check: () => boolean): Promise<void> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export interface FakeSmtp {
  port: number;
  /** The DATA of each message received. */
  messages: string[];
  /** Decoded AUTH PLAIN credentials ("\0user\0pass"). */
  auths: string[];
  close(): Promise<void>;
}

/** Just enough of an SMTP server for nodemailer: EHLO, AUTH PLAIN, MAIL, RCPT, DATA, QUIT. */
export async function fakeSmtp(): Promise<FakeSmtp> {
  const messages: string[] = [];
  const auths: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let buffer = '';
    let data: string[] | null = null;
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            messages.push(data.join('\r\n'));
            data = null;
            socket.write('250 2.0.0 queued\r\n');
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const verb = (line.split(' ')[0] ?? '').toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake.test\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n');
        else if (verb === 'AUTH') {
          auths.push(Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8'));
          socket.write('235 2.7.0 accepted\r\n');
        } else if (verb === 'DATA') {
          data = [];
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    messages,
    auths,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A quoted-printable MIME body as plain text (soft line breaks joined, =XX decoded). */
export const unQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

