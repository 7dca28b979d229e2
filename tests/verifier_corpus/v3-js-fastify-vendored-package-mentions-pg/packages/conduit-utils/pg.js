// optional helper for apps on PostgreSQL: require('@conduit/utils/pg')
const { Pool } = require('pg');

module.exports = (url) => new Pool({ connectionString: url || 'postgres://localhost/conduit' });
