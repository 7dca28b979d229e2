const path = require('path');
const dotenv = require('dotenv');

dotenv.config({ path: path.join(__dirname, '../config/.env') });

module.exports = {
  port: Number(process.env.PORT) || 3000,
  sqliteFile: process.env.SQLITE_FILE || '/tmp/conduit.db',
  jwtSecret: process.env.JWT_SECRET || 'dev-secret',
};
