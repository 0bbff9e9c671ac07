// Upload: 20 concurrent uploads of 10 MB files, throughput against a plain file copy on the same
// disk, and the server's peak memory growth over idle.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from './lib/client.mjs';
import { rssOf, startApp } from './lib/processes.mjs';

const FILES = 20;
const SIZE = 10 * 1024 * 1024 - 64 * 1024;

export async function uploadBench() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-upload-'));
  const payload = randomBytes(SIZE);
  const sources = [];
  for (let i = 0; i < FILES; i++) {
    const p = join(dir, `source-${i}.bin`);
    writeFileSync(p, payload);
    sources.push(p);
  }

  // Baseline: the same bytes copied file to file on this disk, 20 at a time.
  const copyStart = performance.now();
  await Promise.all(sources.map((p, i) => copyFile(p, join(dir, `copy-${i}.bin`))));
  const copySeconds = (performance.now() - copyStart) / 1000;

  const app = await startApp();
  try {
    const client = new Client(app.base);
    await client.register('bench-upload');
    await new Promise((r) => setTimeout(r, 1000));
    const idle = rssOf(app.pid);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(app.pid));
    }, 20);

    const blob = new Blob([payload], { type: 'application/pdf' });
    const start = performance.now();
    await Promise.all(
      Array.from({ length: FILES }, (_, i) => {
        const form = new FormData();
        form.append('category', 'bank_statement');
        form.append('files', blob, `statement-${i}.pdf`);
        return client.request('/api/documents/upload', { method: 'POST', form });
      }),
    );
    const uploadSeconds = (performance.now() - start) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(app.pid));

    const megabytes = (FILES * SIZE) / (1024 * 1024);
    return {
      files: FILES,
      fileMB: +(SIZE / (1024 * 1024)).toFixed(2),
      uploadMBps: +(megabytes / uploadSeconds).toFixed(1),
      copyMBps: +(megabytes / copySeconds).toFixed(1),
      ratio: +(copySeconds / uploadSeconds).toFixed(2),
      idleRssMB: +(idle / 1048576).toFixed(1),
      peakRssMB: +(peak / 1048576).toFixed(1),
      peakGrowthMB: +((peak - idle) / 1048576).toFixed(1),
    };
  } finally {
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
