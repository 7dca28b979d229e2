const os = require('os');
const path = require('path');
const Database = require('better-sqlite3');

const dir = process.env.DATA_DIR ?? path.join(os.tmpdir(), 'conduit');
const db = new Database(path.join(dir, 'conduit.db'));

db.exec(`CREATE TABLE IF NOT EXISTS tags (id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL)`);

module.exports = db;
