const Fastify = require('fastify');
const ensureSchema = require('./repositories/schema');
const userRepository = require('./repositories/userRepository');
const followRepository = require('./repositories/followRepository');
const userService = require('./services/userService');
const profileService = require('./services/profileService');

async function main() {
  const app = Fastify({ logger: true });
  await app.register(require('@fastify/postgres'), { connectionString: process.env.DATABASE_URL });
  await app.register(require('@fastify/jwt'), {
    secret: process.env.JWT_SECRET || 'conduit',
    verify: { extractToken: (req) => (req.headers.authorization || '').replace(/^Token /, '') },
  });

  await ensureSchema(app.pg);

  // composition root
  const repos = { users: userRepository(app.pg), follows: followRepository(app.pg) };
  const services = { userService: userService(repos), profileService: profileService(repos) };

  app.setErrorHandler((err, _req, reply) => reply.code(err.statusCode || 500).send({ errors: { body: [err.message] } }));
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(require('./routes/users'), { prefix: '/api', ...services });
  await app.register(require('./routes/profiles'), { prefix: '/api', ...services });

  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
