require('dotenv').config();

module.exports = {
  port: Number(process.env.PORT) || 3000,
  jwtSecret: process.env.JWT_SECRET || 'dev-secret',
  // default keeps tests and quick runs free of leftover files
  sqliteStorage: process.env.SQLITE_STORAGE || ':memory:',
};
