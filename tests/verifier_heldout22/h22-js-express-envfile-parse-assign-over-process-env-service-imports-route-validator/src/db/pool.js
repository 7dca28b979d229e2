const { Pool } = require('pg');
const { databaseUrl } = require('../config/env');

module.exports = new Pool({ connectionString: databaseUrl });
