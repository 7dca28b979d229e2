const dotenv = require('dotenv');
const { expand } = require('dotenv-expand');

expand(dotenv.config());

module.exports = {
  port: Number(process.env.PORT) || 3000,
  jwtSecret: process.env.JWT_SECRET,
  dbUrl: process.env.DB_URL,
};
