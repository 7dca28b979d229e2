const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..', '..');
require('dotenv').config({ path: path.join(root, '.env') });

const dataDir = path.join(root, process.env.DATA_DIR || 'data');
fs.mkdirSync(dataDir, { recursive: true });

module.exports = {
  port: 3000,
  jwtSecret: process.env.JWT_SECRET || 'secret',
  sqliteFile: path.join(dataDir, 'conduit.sqlite'),
};
