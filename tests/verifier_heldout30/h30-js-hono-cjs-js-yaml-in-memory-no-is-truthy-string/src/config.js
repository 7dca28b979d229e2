const fs = require('fs');
const path = require('path');
const yaml = require('js-yaml');

const root = path.join(__dirname, '..');
const raw = yaml.load(fs.readFileSync(path.join(root, 'config', 'app.yml'), 'utf8'));

module.exports = {
  port: raw.server.port,
  jwt: raw.jwt,
  sqlitePath: raw.database.inMemory ? ':memory:' : path.resolve(root, raw.database.file),
};
