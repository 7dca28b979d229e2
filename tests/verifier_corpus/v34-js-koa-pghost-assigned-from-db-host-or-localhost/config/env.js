'use strict';

process.env.PGHOST = process.env.DB_HOST || 'localhost';
process.env.PGPORT = process.env.PGPORT || '5432';

module.exports = process.env;
