// one-off migration of the old Postgres data; not part of the server
const { Pool } = require('pg');

const pool = new Pool({ connectionString: 'postgres://user:password@postgres:5432/conduit' });
pool.end();
