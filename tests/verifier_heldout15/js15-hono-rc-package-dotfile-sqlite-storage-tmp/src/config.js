const path = require('node:path');

// Defaults; rc overlays .conduitrc (looked up from the working directory upwards),
// ~/.conduitrc, /etc/conduitrc, conduit_* environment variables and --flags.
module.exports = require('rc')('conduit', {
  port: 3000,
  jwtSecret: 'dev',
  db: { storage: path.join(__dirname, '..', 'conduit.sqlite'), logging: false },
});
