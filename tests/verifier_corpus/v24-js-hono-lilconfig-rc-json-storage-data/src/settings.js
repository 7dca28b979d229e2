import fs from 'node:fs';
import path from 'node:path';
import { lilconfig } from 'lilconfig';

const result = await lilconfig('conduit').search();
const raw = result?.config ?? {};

const storage = path.resolve(raw.db?.storage ?? 'conduit.sqlite');
fs.mkdirSync(path.dirname(storage), { recursive: true });

export const settings = {
  port: Number(process.env.PORT) || raw.port || 3000,
  storage,
};
