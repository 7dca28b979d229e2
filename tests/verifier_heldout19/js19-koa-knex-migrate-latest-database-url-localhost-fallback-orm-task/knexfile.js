module.exports = {
  client: 'pg',
  connection: process.env.DATABASE_URL || 'postgres://localhost:5432/conduit',
  migrations: { directory: './migrations' },
};
