const path = require('path');
const dotenvExtended = require('dotenv-extended');

dotenvExtended.load({
  path: path.join(__dirname, '..', '.env'),
  defaults: path.join(__dirname, '..', '.env.defaults'),
  schema: path.join(__dirname, '..', '.env.schema'),
  errorOnMissing: true,
});

module.exports = {
  port: Number(process.env.PORT),
  postgresUri: process.env.POSTGRES_URI,
  jwtSecret: process.env.JWT_SECRET,
};
