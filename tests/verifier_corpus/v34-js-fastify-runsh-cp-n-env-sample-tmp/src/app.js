'use strict';
const fastify = require('fastify')({ logger: false });
const { sequelize, User } = require('./database');

fastify.get('/api/health-check', async () => ({ status: 'ok' }));
fastify.get('/api/profiles/:username', async (req, reply) => {
  const user = await User.findOne({ where: { username: req.params.username } });
  if (!user) return reply.code(404).send({ errors: { body: ['not found'] } });
  return { profile: { username: user.username, following: false } };
});

sequelize.sync().then(() => fastify.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' }));
