module.exports = {
  port: 3000,
  jwtSecret: 'conduit-fastify-secret',
  databaseUrl: 'postgres://postgres:postgres@localhost:5432/conduit',
};
