// scripts/prof-street.ts
import { loadScenario } from "@deadeye/core";
import { SkirmishEngine, compileSkirmish, createSkirmishAccumulator } from "@deadeye/boothill";
import { streamFor } from "@deadeye/rng";
var file = process.argv[2] ?? "scenarios/street-fight.yaml";
var setup = compileSkirmish(loadScenario(file));
var engine = new SkirmishEngine(setup);
var acc = createSkirmishAccumulator(setup);
for (let b = 0; b < 4; b++) engine.runBatch(streamFor("w", setup.id, b), 8192, acc);
var N = 2e5;
var t0 = performance.now();
for (let b = 0; b * 8192 < N; b++) engine.runBatch(streamFor("p", setup.id, b), 8192, acc);
console.log(Math.round(N / ((performance.now() - t0) / 1e3)), "trials/s");
