// The work planner's pass over every business (docs/work.md, "Generation"), timed in a process of
// its own on the benchmark app's data: the application's modules booted without HTTP, as a second
// instance holding the planning lease would run it. Two passes, the cold one that makes every job
// and the idempotent one that finds them made. Prints one line of JSON; run by bench/work.mjs
// with the app's environment.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { BACKEND_DIST, ROOT } from './processes.mjs';

const require = createRequire(join(ROOT, 'backend/package.json'));
const { NestFactory } = require('@nestjs/core');
const { AppModule } = require(join(BACKEND_DIST, 'app.module.js'));
const { WorkPlanner } = require(join(BACKEND_DIST, 'work/work-planner.service.js'));
const { ComplianceService } = require(join(BACKEND_DIST, 'compliance/compliance.service.js'));

const context = await NestFactory.createApplicationContext(AppModule, { logger: ['error', 'warn'] });
try {
  const planner = context.get(WorkPlanner);
  // Where a pass spends its time: each step's own methods, timed from outside.
  const steps = {};
  const timed = (target, method, name) => {
    const original = target[method].bind(target);
    target[method] = async (...args) => {
      const started = performance.now();
      try {
        return await original(...args);
      } finally {
        steps[name] = (steps[name] ?? 0) + (performance.now() - started);
      }
    };
  };
  timed(planner, 'planBusinesses', 'jobs');
  timed(context.get(ComplianceService), 'obligationsFor', 'obligations');
  timed(planner, 'sendDueClientTasks', 'clientTasks');
  timed(planner, 'reconcileClientTasks', 'reconcile');

  const pass = async () => {
    for (const k of Object.keys(steps)) delete steps[k];
    const started = performance.now();
    const report = await planner.planAll();
    const ms = Math.round(performance.now() - started);
    return { ms, report, stepsMs: Object.fromEntries(Object.entries(steps).map(([k, v]) => [k, Math.round(v)])) };
  };
  const cold = await pass();
  const again = await pass();
  process.stdout.write(`${JSON.stringify({ cold, again })}\n`);
} finally {
  await context.close();
}
