import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

const raw = parse(readFileSync(new URL('../config/app.toml', import.meta.url), 'utf8'));

export const config = {
  server: raw.server,
  auth: raw.auth,
  database: raw.database,
};
