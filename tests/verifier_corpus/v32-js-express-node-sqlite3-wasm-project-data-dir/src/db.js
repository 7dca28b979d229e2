'use strict';

const fs = require('fs');
const path = require('path');
const { Database } = require('node-sqlite3-wasm');

// Pure WebAssembly SQLite: no native build step on the evaluation machine.
const DATA_DIR = path.resolve(__dirname, '..', 'data');
fs.mkdirSync(DATA_DIR, { recursive: true });

const db = new Database(path.join(DATA_DIR, 'conduit.db'));
db.exec(`
  CREATE TABLE IF NOT EXISTS comments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    article_slug TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
  )
`);

process.on('exit', () => db.close());

module.exports = db;
