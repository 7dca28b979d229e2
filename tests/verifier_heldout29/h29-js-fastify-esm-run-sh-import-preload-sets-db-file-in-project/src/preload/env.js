// Loaded with `node --import` before the application: fills in defaults for
// variables the environment does not provide.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

process.env.PORT ??= '3000';
process.env.JWT_SECRET ??= 'conduit-local-secret';
process.env.DB_FILE ??= path.join(root, 'var', 'conduit.db');

if (process.env.DB_FILE !== ':memory:') {
  mkdirSync(path.dirname(process.env.DB_FILE), { recursive: true });
}
