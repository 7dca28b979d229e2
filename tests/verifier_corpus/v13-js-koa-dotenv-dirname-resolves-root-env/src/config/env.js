const path = require('path');
const dotenv = require('dotenv');

const ROOT = path.resolve(__dirname, '../..');
dotenv.config({ path: path.resolve(__dirname, '../../.env') });

module.exports = {
  port: Number(process.env.PORT) || 3000,
  // relative storage paths are taken from the project root, not the caller's cwd
  storage: process.env.DB_STORAGE ? path.resolve(ROOT, process.env.DB_STORAGE) : ':memory:',
  jwtSecret: process.env.JWT_SECRET || 'secret',
};
