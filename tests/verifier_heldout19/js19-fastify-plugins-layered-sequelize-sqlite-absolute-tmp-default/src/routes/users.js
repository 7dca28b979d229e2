module.exports = async function (app) {
  app.post('/users', async (req, reply) => {
    const user = await app.services.users.register(req.body.user);
    reply.code(201);
    return { user };
  });
  app.post('/users/login', async (req, reply) => {
    const user = await app.services.users.login(req.body.user);
    if (!user) { reply.code(401); return { errors: { credentials: ['invalid'] } }; }
    return { user };
  });
};
