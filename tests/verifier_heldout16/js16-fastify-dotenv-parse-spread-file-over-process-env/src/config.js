const fs = require('node:fs');
const path = require('node:path');
const dotenv = require('dotenv');

function fileValues() {
  const file = path.resolve(process.cwd(), '.env');
  return fs.existsSync(file) ? dotenv.parse(fs.readFileSync(file)) : {};
}

const env = { ...process.env, ...fileValues() };

module.exports = {
  databaseUrl: env.DATABASE_URL,
  jwtSecret: env.JWT_SECRET || 'secret',
  port: 3000,
};
