import { createSocket, type Socket } from 'node:dgram';

/** RFC 5389: Binding request / success response, the magic cookie, XOR-MAPPED-ADDRESS. */
const BINDING_REQUEST = 0x0001;
const BINDING_SUCCESS = 0x0101;
const MAGIC_COOKIE = 0x2112a442;
const XOR_MAPPED_ADDRESS = 0x0020;
const HEADER_BYTES = 20;

/**
 * A minimal STUN server for the home compliance gate's e2e test (§4.9). It answers every Binding
 * request with `reportedIp` as the mapped address — standing in for what a public STUN server
 * reports for a browser behind a VPN — and the request's own source port.
 */
export interface StunServer {
  readonly port: number;
  /** How many Binding requests were answered (the test asserts the browser really asked). */
  readonly requests: () => number;
  readonly close: () => Promise<void>;
}

export function encodeBindingSuccess(transactionId: Buffer, ip: string, port: number): Buffer {
  const octets = ip.split('.').map(Number);
  if (octets.length !== 4 || octets.some((o) => !Number.isInteger(o) || o < 0 || o > 255)) throw new Error(`not an IPv4 address: ${ip}`);
  const attribute = Buffer.alloc(12);
  attribute.writeUInt16BE(XOR_MAPPED_ADDRESS, 0);
  attribute.writeUInt16BE(8, 2);
  attribute.writeUInt8(0, 4);
  attribute.writeUInt8(0x01, 5); // IPv4
  attribute.writeUInt16BE(port ^ (MAGIC_COOKIE >>> 16), 6);
  const address = Buffer.from(octets).readUInt32BE(0);
  attribute.writeUInt32BE((address ^ MAGIC_COOKIE) >>> 0, 8);
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt16BE(BINDING_SUCCESS, 0);
  header.writeUInt16BE(attribute.length, 2);
  header.writeUInt32BE(MAGIC_COOKIE, 4);
  transactionId.copy(header, 8);
  return Buffer.concat([header, attribute]);
}

export function startStunServer(options: { port: number; host?: string; reportedIp: string }): Promise<StunServer> {
  const socket: Socket = createSocket('udp4');
  let answered = 0;
  socket.on('message', (message, remote) => {
    if (message.length < HEADER_BYTES || message.readUInt16BE(0) !== BINDING_REQUEST || message.readUInt32BE(4) !== MAGIC_COOKIE) return;
    answered += 1;
    socket.send(encodeBindingSuccess(message.subarray(8, HEADER_BYTES), options.reportedIp, remote.port), remote.port, remote.address);
  });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(options.port, options.host ?? '0.0.0.0', () => {
      resolve({
        port: socket.address().port,
        requests: () => answered,
        close: () => new Promise<void>((done) => socket.close(() => done())),
      });
    });
  });
}
