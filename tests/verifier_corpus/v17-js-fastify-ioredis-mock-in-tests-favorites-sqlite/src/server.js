'use strict';
const Fastify = require('fastify');
const { sequelize } = require('./store/db');

const app = Fastify({ logger: true });
app.register(require('./routes/articles'), { prefix: '/api' });

sequelize
  .sync()
  .then(() => app.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' }))
  .catch((err) => {
    app.log.error(err);
    process.exit(1);
  });
