'use strict';
const fs = require('node:fs');
const path = require('node:path');
const Database = require('better-sqlite3');

const FILE = path.join(__dirname, '..', 'db', 'conduit.sqlite');
const SCHEMA = fs.readFileSync(path.join(__dirname, '..', 'db', 'schema.sql'), 'utf8');

// Make sure the database file exists and has the current schema.
function prepareFile() {
  const disk = new Database(FILE);
  disk.exec(SCHEMA);
  disk.close();
}

prepareFile();

// Serve from a copy of the file held in RAM: much faster than disk I/O for every request.
const db = new Database(fs.readFileSync(FILE));
db.pragma('foreign_keys = ON');

module.exports = db;
