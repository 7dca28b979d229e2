const path = require('path');
require('dotenv').config({ path: path.resolve(__dirname, '../../.env') });
module.exports = {
  db: { storage: process.env.DB_STORAGE || ':memory:' },
  jwtSecret: process.env.JWT_SECRET || 'secret',
};
