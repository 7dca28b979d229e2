const auth = require('../services/auth.service');

module.exports = async function (app) {
  app.post('/users', async (req, reply) => reply.code(201).send({ user: await auth.register(req.body.user) }));
  app.post('/users/login', async (req, reply) => {
    const user = await auth.login(req.body.user);
    if (!user) return reply.code(401).send({ errors: { credentials: ['invalid'] } });
    return { user };
  });
};
