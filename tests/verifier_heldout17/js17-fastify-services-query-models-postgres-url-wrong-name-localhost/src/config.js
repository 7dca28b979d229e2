module.exports = {
  databaseUrl: process.env.POSTGRES_URL || 'postgres://conduit:conduit@localhost:5432/conduit',
};
