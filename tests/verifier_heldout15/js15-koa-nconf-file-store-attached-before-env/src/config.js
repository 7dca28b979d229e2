const path = require('path');
const nconf = require('nconf');

nconf
  .argv()
  .file({ file: path.join(__dirname, '..', 'config', 'settings.json') })
  .env()
  .defaults({ PORT: 3000, DB_LOGGING: false });

module.exports = nconf;
