const Fastify = require('fastify');
const config = require('./config');
const userRepository = require('./repositories/user-repository');
const profileService = require('./services/profile-service');

module.exports = function buildApp() {
  const app = Fastify({ logger: true });
  app.register(require('@fastify/jwt'), { secret: config.jwtSecret });
  app.get('/api/health-check', async () => ({ ok: true }));
  app.register(require('./routes/profiles'), { prefix: '/api', profiles: profileService(userRepository) });
  return app;
};
