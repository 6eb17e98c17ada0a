// A client thread of `npm run bench:stream`: opens its WebSockets (at most OPENING at a time), sends
// each one subscribe message, waits for every `subscribed` (then says { ready }), and records the first
// and last arrival time of every distinct `update` frame and how many connections got it.
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const OPENING = 200;
const { targets, subscribe } = workerData;
const sockets = [];
let frames = new Map();
/** Close codes of connections the server closed, with their counts. */
const closes = {};
const now = () => performance.timeOrigin + performance.now();

function onMessage(data) {
  const t = now();
  const text = data.toString();
  if (!text.startsWith('{"event":"update"')) return;
  const f = frames.get(text);
  if (f) {
    f.last = t;
    f.count += 1;
  } else frames.set(text, { first: t, last: t, count: 1 });
}

function open(target) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(target.url, { headers: target.headers ?? {}, perMessageDeflate: false });
    ws.once('error', reject);
    // A connection closed (or never answered) before `subscribed` fails the run instead of hanging it.
    ws.once('close', (code) => reject(new Error(`connection closed with ${code} before subscribed`)));
    const timer = setTimeout(() => reject(new Error('no subscribed within 120 s')), 120_000);
    ws.once('open', () => ws.send(JSON.stringify(subscribe)));
    const first = (data) => {
      const msg = JSON.parse(data.toString());
      if (msg.event === 'subscribed') {
        clearTimeout(timer);
        ws.off('message', first);
        ws.on('message', onMessage);
        ws.once('close', (code) => (closes[code] = (closes[code] ?? 0) + 1));
        resolve(ws);
      } else if (msg.event === 'error') reject(new Error(`subscribe refused: ${msg.error?.message ?? data}`));
    };
    ws.on('message', first);
  });
}

try {
  // The first connection to each server alone: it takes the server's bus subscription (Redis
  // SUBSCRIBE), which the rest then share; thousands of upgrades at once could delay its reply past
  // the API's Redis command timeout, failing every waiting subscribe with `unavailable`.
  const PRIMERS = new Set(targets.map((t) => t.url)).size;
  for (const target of targets.slice(0, PRIMERS)) sockets.push(await open(target));
  for (let i = PRIMERS; i < targets.length; i += OPENING) sockets.push(...(await Promise.all(targets.slice(i, i + OPENING).map(open))));
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ error: error.message });
}

parentPort.on('message', (msg) => {
  if (msg === 'reset') {
    frames = new Map();
    parentPort.postMessage({ ok: true });
  } else if (msg === 'report') parentPort.postMessage({ frames: [...frames] });
  else if (msg === 'close') {
    for (const ws of sockets) ws.terminate();
    parentPort.close();
  }
});
