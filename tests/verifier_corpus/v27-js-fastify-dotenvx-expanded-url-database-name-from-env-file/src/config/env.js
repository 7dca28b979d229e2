const path = require('path');
const dotenvx = require('@dotenvx/dotenvx');

dotenvx.config({ path: path.join(__dirname, '..', '..', 'config', '.env') });

module.exports = {
  dbUrl: process.env.DB_URL,
  jwtSecret: process.env.JWT_SECRET,
};
