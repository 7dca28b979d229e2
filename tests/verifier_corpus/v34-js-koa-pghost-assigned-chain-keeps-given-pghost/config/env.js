'use strict';

process.env.PGHOST = process.env.DB_HOST || process.env.PGHOST || 'localhost';
process.env.PGPORT = process.env.PGPORT || '5432';

module.exports = process.env;
