import { register } from 'tsx/esm/api';
register();
await import('./tmp-w.ts');
