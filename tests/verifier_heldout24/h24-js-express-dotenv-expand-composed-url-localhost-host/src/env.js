const path = require('path');
const dotenv = require('dotenv');
const { expand } = require('dotenv-expand');

expand(dotenv.config({ path: path.resolve(__dirname, '..', '.env') }));

module.exports = {
  port: Number(process.env.PORT) || 3000,
  jwtSecret: process.env.JWT_SECRET,
  dbUrl: process.env.DB_URL,
};
