// Baseline: the fastest a Node process answers a small JSON on this machine.
import { createServer } from 'node:http';

const body = JSON.stringify({ ok: true, items: [1, 2, 3] });
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
