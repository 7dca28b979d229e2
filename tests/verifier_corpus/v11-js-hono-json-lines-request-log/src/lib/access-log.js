import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const LOG_FILE = path.join(here, '..', '..', 'logs', 'access.jsonl');

// One JSON object per line; nothing ever reads this file back.
export function accessLog() {
  return async (c, next) => {
    const started = Date.now();
    await next();
    const entry = {
      at: new Date().toISOString(),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Date.now() - started,
    };
    fs.promises.appendFile(LOG_FILE, `${JSON.stringify(entry)}\n`).catch(() => {});
  };
}
