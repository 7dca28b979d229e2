const { default: createConnectionPool, sql } = require('@databases/pg');

// Shared pool for list queries that need joins and counts in one round trip.
const db = createConnectionPool({ connectionString: process.env.DATABASE_URL, bigIntMode: 'number' });

module.exports = { db, sql };
