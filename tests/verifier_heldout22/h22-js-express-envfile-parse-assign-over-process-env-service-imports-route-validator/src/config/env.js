const fs = require('fs');
const path = require('path');
const { parse } = require('envfile');

const file = path.resolve(__dirname, '../../.env');
if (fs.existsSync(file)) {
  Object.assign(process.env, parse(fs.readFileSync(file, 'utf8')));
}

module.exports = {
  port: Number(process.env.PORT || 3000),
  databaseUrl: process.env.DATABASE_URL,
  jwtSecret: process.env.JWT_SECRET,
};
