import { createSocket } from 'node:dgram';

/** A tiny DNS server on 127.0.0.1 answering A queries from a table the test changes. */
export interface TestDnsServer {
  /** `127.0.0.1:<port>`, for WCM_DNS_SERVERS / Resolver.setServers */
  address: string;
  /** name (lower case) → IPv4 addresses; a missing name answers NXDOMAIN. */
  records: Map<string, string[]>;
  close(): Promise<void>;
}

function readName(message: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = offset;
  for (;;) {
    const length = message[at] ?? 0;
    if (length === 0) return { name: labels.join('.'), end: at + 1 };
    labels.push(message.subarray(at + 1, at + 1 + length).toString('latin1'));
    at += 1 + length;
  }
}

export function answerQuery(query: Buffer, records: Map<string, string[]>): Buffer {
  const { name, end } = readName(query, 12);
  const qtype = query.readUInt16BE(end);
  const question = query.subarray(12, end + 4);
  const known = records.get(name.toLowerCase());
  const addresses = known && qtype === 1 ? known : [];
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  // QR, opcode 0, AA, RD copied, RA; rcode 3 (NXDOMAIN) for unknown names.
  header.writeUInt16BE(0x8580 | (query.readUInt16BE(2) & 0x0100) | (known ? 0 : 3), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(addresses.length, 6);
  const answers = addresses.map((ip) => {
    const answer = Buffer.alloc(16);
    answer.writeUInt16BE(0xc00c, 0);
    answer.writeUInt16BE(1, 2);
    answer.writeUInt16BE(1, 4);
    answer.writeUInt32BE(600, 6);
    answer.writeUInt16BE(4, 10);
    ip.split('.').forEach((part, i) => answer.writeUInt8(Number(part), 12 + i));
    return answer;
  });
  return Buffer.concat([header, question, ...answers]);
}

export async function startDnsServer(
  initial: Record<string, string[]> = {},
  port = 0,
): Promise<TestDnsServer> {
  const records = new Map(Object.entries(initial));
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    try {
      socket.send(answerQuery(query, records), peer.port, peer.address);
    } catch {
      // a malformed query gets no answer
    }
  });
  await new Promise<void>((resolve) => socket.bind(port, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    records,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
