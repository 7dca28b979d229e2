const path = require('path');
const nconf = require('nconf');

// Command line, environment and config/settings.json, in nconf's priority order.
nconf
  .argv()
  .file({ file: path.join(__dirname, '..', '..', 'config', 'settings.json') })
  .env();

module.exports = {
  port: Number(nconf.get('PORT')) || 3000,
  databaseUrl: nconf.get('DATABASE_URL'),
  jwtSecret: nconf.get('JWT_SECRET'),
  poolMax: Number(nconf.get('DB_POOL_MAX')) || 5,
};
