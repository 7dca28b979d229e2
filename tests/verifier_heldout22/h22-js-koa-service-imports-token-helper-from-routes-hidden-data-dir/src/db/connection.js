const fs = require('fs');
const path = require('path');
const sqlite3 = require('sqlite3');

const file = path.resolve(__dirname, '../../.data/conduit.sqlite');
fs.mkdirSync(path.dirname(file), { recursive: true });

const db = new sqlite3.Database(file);

const run = (sql, params = []) => new Promise((resolve, reject) => db.run(sql, params, function (err) { err ? reject(err) : resolve(this); }));
const get = (sql, params = []) => new Promise((resolve, reject) => db.get(sql, params, (err, row) => (err ? reject(err) : resolve(row))));

const ready = run('CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY AUTOINCREMENT, username TEXT UNIQUE NOT NULL, email TEXT UNIQUE NOT NULL, password TEXT NOT NULL, bio TEXT, image TEXT)');

module.exports = { run, get, ready };
