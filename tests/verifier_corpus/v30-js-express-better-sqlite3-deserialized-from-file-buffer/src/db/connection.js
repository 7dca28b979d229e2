'use strict';

const fs = require('fs');
const path = require('path');
const Database = require('better-sqlite3');

const DB_FILE = path.join(__dirname, '..', '..', 'data', 'conduit.db');
const SCHEMA = fs.readFileSync(path.join(__dirname, 'schema.sql'), 'utf8');

// make sure the file exists with the schema, then load it
if (!fs.existsSync(DB_FILE)) {
  const bootstrap = new Database(DB_FILE);
  bootstrap.exec(SCHEMA);
  bootstrap.close();
}

const db = new Database(fs.readFileSync(DB_FILE));
db.pragma('foreign_keys = ON');
db.exec(SCHEMA);

module.exports = db;
