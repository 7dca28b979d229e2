import { promisify } from 'node:util';
import rocksdb from 'rocksdb';
import { config } from './config.js';

const db = rocksdb(config.tagStoreDir);
await promisify(db.open.bind(db))({ createIfMissing: true });

export const getJson = (key) =>
  promisify(db.get.bind(db))(key, { asBuffer: false }).then(JSON.parse, () => null);
export const putJson = (key, value) => promisify(db.put.bind(db))(key, JSON.stringify(value));
