const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const { sequelize } = require('./src/models');
const userRepository = require('./src/repositories/userRepository');
const userService = require('./src/services/userService');
const profileRoutes = require('./src/routes/profiles');

globalThis.app = {
  repositories: { users: userRepository },
  services: { users: userService },
};

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/profiles', profileRoutes);

sequelize.sync().then(() => serve({ fetch: app.fetch, port: 3000 }));
