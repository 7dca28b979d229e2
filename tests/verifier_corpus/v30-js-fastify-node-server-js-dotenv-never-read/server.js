'use strict';

const Fastify = require('fastify');
const app = require('./app');

const server = Fastify({ logger: true });
server.register(app);

server.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' }).catch((err) => {
  server.log.error(err);
  process.exit(1);
});
