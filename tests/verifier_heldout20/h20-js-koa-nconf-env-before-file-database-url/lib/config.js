const path = require('path');
const nconf = require('nconf');

// priority: command line, then the environment, then config/settings.json
nconf
  .argv()
  .env({ whitelist: ['DATABASE_URL', 'JWT_SECRET', 'PORT'] })
  .file({ file: path.join(__dirname, '..', 'config', 'settings.json') });

module.exports = nconf;
