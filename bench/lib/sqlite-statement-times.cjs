// Times every SQLite statement the server runs, per SQL text, for finding where a request's time
// goes on Node's thread. Load it into the measured server:
//   BENCH_NODE_ARGS="--require $PWD/bench/lib/sqlite-statement-times.cjs" npm run bench -- enquiry
// Every two seconds and at exit it writes the 25 costliest statements (total, count, average,
// longest, how many took over 1 ms) to sqlite-statements-<pid>-<thread>.txt in BENCH_SQL_TIMES_DIR
// (the system's temporary folder by default). docs/performance.md, "Checkpoints off the request path".
'use strict';
const { writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { threadId } = require('node:worker_threads');
const Database = require('better-sqlite3');

const stats = new Map();
const prepare = Database.prototype.prepare;
Database.prototype.prepare = function timedPrepare(sql, ...rest) {
  const statement = prepare.call(this, sql, ...rest);
  for (const method of ['run', 'all', 'get', 'iterate']) {
    const original = statement[method];
    if (typeof original !== 'function') continue;
    statement[method] = function timed(...args) {
      const started = process.hrtime.bigint();
      try {
        return original.apply(this, args);
      } finally {
        const ns = Number(process.hrtime.bigint() - started);
        const s = stats.get(sql) ?? { count: 0, ns: 0, maxNs: 0, overMs: 0 };
        s.count++;
        s.ns += ns;
        s.maxNs = Math.max(s.maxNs, ns);
        if (ns > 1e6) s.overMs++;
        stats.set(sql, s);
      }
    };
  }
  return statement;
};

const out = join(process.env.BENCH_SQL_TIMES_DIR ?? tmpdir(), `sqlite-statements-${process.pid}-${threadId}.txt`);
function write() {
  if (stats.size === 0) return;
  const lines = [...stats]
    .sort((a, b) => b[1].ns - a[1].ns)
    .slice(0, 25)
    .map(([sql, s]) =>
      [
        `${(s.ns / 1e6).toFixed(0).padStart(7)} ms`,
        `${String(s.count).padStart(7)} x`,
        `${(s.ns / s.count / 1e3).toFixed(0).padStart(5)} us`,
        `max ${(s.maxNs / 1e6).toFixed(1)} ms`,
        `>1ms ${s.overMs}`,
        sql.replace(/\s+/g, ' ').slice(0, 160),
      ].join('  '),
    );
  writeFileSync(out, lines.join('\n') + '\n');
}
setInterval(write, 2000).unref();
process.on('exit', write);
