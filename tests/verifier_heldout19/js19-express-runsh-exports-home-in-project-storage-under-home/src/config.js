const path = require('path');

const dataDir = path.join(process.env.HOME, '.local', 'share', 'conduit');

module.exports = {
  port: 3000,
  dataDir,
  databaseFile: path.join(dataDir, 'conduit.sqlite'),
  jwtSecret: process.env.JWT_SECRET || 'change-me',
};
