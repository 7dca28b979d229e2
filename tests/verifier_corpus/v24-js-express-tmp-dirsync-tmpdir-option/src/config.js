const path = require('path');
const tmp = require('tmp');

// A private scratch directory for the SQLite file, kept for the life of the process.
const dataDir = tmp.dirSync({ tmpdir: path.join(__dirname, '..', 'data'), prefix: 'conduit-', keep: true }).name;

module.exports = {
  port: Number(process.env.PORT) || 3000,
  storage: path.join(dataDir, 'conduit.sqlite'),
  jwtSecret: process.env.JWT_SECRET || 'conduit-secret',
};
