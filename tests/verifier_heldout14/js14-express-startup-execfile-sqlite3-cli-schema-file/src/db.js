const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { Sequelize } = require('sequelize');

const DB_FILE = path.join(__dirname, '..', 'db', 'conduit.sqlite');
const SCHEMA = path.join(__dirname, '..', 'db', 'schema.sql');

// The schema lives in db/schema.sql (reviewable DDL); apply it with the sqlite3 shell before
// Sequelize connects. The statements are idempotent.
function applySchema() {
  execFileSync('sqlite3', [DB_FILE], { input: fs.readFileSync(SCHEMA) });
}

const sequelize = new Sequelize({ dialect: 'sqlite', storage: DB_FILE, logging: false });

module.exports = { sequelize, applySchema };
