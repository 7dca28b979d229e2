// Composition root: builds each layer from the one below and mounts the handlers.
import { Hono } from 'hono';
import { sequelize } from './db.js';
import { defineEntities } from './entities/index.js';
import { authMiddleware } from './handlers/auth.js';
import { profileHandlers } from './handlers/profiles.js';
import { userHandlers } from './handlers/users.js';
import { createProfileRepository } from './repositories/profileRepository.js';
import { createUserRepository } from './repositories/userRepository.js';
import { createProfileUseCases } from './use-cases/profiles.js';
import { createUserUseCases } from './use-cases/users.js';

export async function createApp() {
  const entities = defineEntities(sequelize);
  await sequelize.sync();

  const users = createUserUseCases({ userRepository: createUserRepository(entities) });
  const profiles = createProfileUseCases({ profileRepository: createProfileRepository(entities) });
  const auth = authMiddleware(users.secret);

  const app = new Hono().basePath('/api');
  app.get('/health-check', (c) => c.json({ status: 'ok' }));
  app.route('/users', userHandlers({ users }));
  app.route('/profiles', profileHandlers({ profiles, auth }));
  return app;
}
