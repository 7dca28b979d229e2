// Update with your config settings.
module.exports = {
  development: {
    client: 'better-sqlite3',
    connection: { filename: './data/dev.sqlite3' },
    useNullAsDefault: true,
    migrations: { directory: './migrations' },
  },
  test: {
    client: 'better-sqlite3',
    connection: { filename: ':memory:' },
    useNullAsDefault: true,
  },
  production: {
    client: 'pg',
    connection: process.env.DATABASE_URL,
    pool: { min: 2, max: 10 },
    migrations: { directory: './migrations' },
  },
};
