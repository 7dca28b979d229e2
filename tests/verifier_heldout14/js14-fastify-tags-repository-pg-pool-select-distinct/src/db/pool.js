const { Pool } = require('pg');

// Shared pg pool for read-heavy endpoints where the ORM's overhead is not worth it.
module.exports = new Pool({ connectionString: process.env.DATABASE_URL, max: 5 });
