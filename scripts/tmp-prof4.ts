import { Worker } from 'node:worker_threads';
const w = new Worker(new URL('./tmp-w.mjs', import.meta.url));
w.on('message', (m) => console.log('in worker', m));
w.on('error', (e) => console.error(e));
