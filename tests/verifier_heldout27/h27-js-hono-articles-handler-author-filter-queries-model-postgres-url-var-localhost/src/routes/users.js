const { Hono } = require('hono');
const userService = require('../services/userService');

const users = new Hono();

users.post('/users', async (c) => c.json({ user: await userService.register((await c.req.json()).user) }, 201));
users.post('/users/login', async (c) => {
  const user = await userService.login((await c.req.json()).user);
  return user ? c.json({ user }) : c.json({ errors: { credentials: ['invalid'] } }, 401);
});

module.exports = users;
