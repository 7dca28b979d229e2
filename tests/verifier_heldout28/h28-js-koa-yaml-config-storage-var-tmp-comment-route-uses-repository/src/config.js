const fs = require('fs');
const path = require('path');
const yaml = require('js-yaml');

const config = yaml.load(fs.readFileSync(path.join(__dirname, '..', 'config', 'default.yaml'), 'utf8'));

// Environment overrides for deployments.
if (process.env.CONDUIT_PORT) config.server.port = Number(process.env.CONDUIT_PORT);
if (process.env.CONDUIT_DB_FILE) config.database.file = process.env.CONDUIT_DB_FILE;
if (process.env.CONDUIT_SECRET) config.auth.secret = process.env.CONDUIT_SECRET;

module.exports = config;
