const fs = require('fs');
const path = require('path');
const { cosmiconfigSync } = require('cosmiconfig');

const found = cosmiconfigSync('conduit').search();
const settings = (found && found.config) || {};
const database = settings.database || {};

const storage = path.resolve(database.storage || 'conduit.sqlite');
fs.mkdirSync(path.dirname(storage), { recursive: true });

module.exports = {
  port: Number(process.env.PORT) || settings.port || 3000,
  jwtSecret: process.env.JWT_SECRET || settings.jwtSecret || 'conduit-secret',
  database: { dialect: 'sqlite', storage, logging: Boolean(database.logging) },
};
