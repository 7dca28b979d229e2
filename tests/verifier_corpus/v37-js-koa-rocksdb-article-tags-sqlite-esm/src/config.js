import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const config = {
  sqliteFile: path.join(root, 'storage', 'conduit.sqlite'),
  tagStoreDir: path.join(root, 'storage', 'tags.rocks'),
};
