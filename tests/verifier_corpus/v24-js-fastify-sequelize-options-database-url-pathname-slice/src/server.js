const Fastify = require('fastify');
const { sequelize, User } = require('./db');

const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ status: 'ok' }));

app.get('/api/profiles/:username', async (request, reply) => {
  const user = await User.findOne({ where: { username: request.params.username } });
  if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
  return { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
});

async function start() {
  await sequelize.authenticate();
  await sequelize.sync();
  await app.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' });
}

start().catch((err) => {
  app.log.error(err);
  process.exit(1);
});
