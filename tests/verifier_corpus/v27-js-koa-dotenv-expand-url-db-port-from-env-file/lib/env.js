const path = require('path');
const dotenv = require('dotenv');
const { expand } = require('dotenv-expand');

expand(dotenv.config({ path: path.resolve(__dirname, '..', '.env') }));

module.exports = { databaseUri: process.env.DATABASE_URI };
