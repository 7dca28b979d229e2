module.exports = {
  url: process.env.DATABASE_URL || 'postgres://conduit:conduit@localhost:5432/conduit',
};
