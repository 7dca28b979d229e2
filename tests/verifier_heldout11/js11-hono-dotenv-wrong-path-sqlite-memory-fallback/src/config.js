require('dotenv').config({ path: '.env.local' });

module.exports = {
  storage: process.env.SQLITE_STORAGE ?? ':memory:',
  jwtSecret: process.env.JWT_SECRET ?? 'secret',
};
