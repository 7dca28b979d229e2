const Database = require('better-sqlite3');
const db = new Database(process.env.CONDUIT_DB || 'conduit.db');
db.exec('CREATE TABLE IF NOT EXISTS tags (id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL)');
module.exports = db;
