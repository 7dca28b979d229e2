require('dotenv').config();
const fastify = require('fastify')({ logger: true });
const { sequelize, User } = require('./db');

fastify.post('/api/users', async (request, reply) => {
  const { username, email, password } = request.body.user;
  const user = await User.create({ username, email, password });
  reply.code(201);
  return { user: { username: user.username, email: user.email, bio: null, image: null } };
});

fastify.get('/api/profiles/:username', async (request, reply) => {
  const user = await User.findOne({ where: { username: request.params.username } });
  if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
  return { profile: { username: user.username, following: false } };
});

sequelize.sync().then(() => fastify.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' }));
