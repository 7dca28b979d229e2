const userService = require('../services/userService');

module.exports = async (app) => {
  app.post('/users/login', async (req) => ({ user: await userService.login(req.body && req.body.user) }));
  app.post('/users', async (req, reply) => {
    reply.code(201);
    return { user: await userService.register(req.body && req.body.user) };
  });
};
