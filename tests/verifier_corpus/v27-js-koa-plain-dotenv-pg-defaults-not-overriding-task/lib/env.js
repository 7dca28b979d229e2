const path = require('path');
const dotenv = require('dotenv');

// fills only what the environment does not already define
dotenv.config({ path: path.resolve(__dirname, '..', '.env') });

module.exports = {
  db: {
    host: process.env.PGHOST,
    port: Number(process.env.PGPORT),
    user: process.env.PGUSER,
    password: process.env.PGPASSWORD,
    database: process.env.PGDATABASE,
  },
};
