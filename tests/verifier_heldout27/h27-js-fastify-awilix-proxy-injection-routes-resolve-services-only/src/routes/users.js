'use strict';

module.exports = async function usersRoutes(app) {
  const view = (u) => ({ email: u.email, token: app.jwt.sign({ id: u.id }), username: u.username, bio: u.bio, image: u.image });

  app.post('/users', async (req, reply) => {
    const user = await req.diScope.resolve('userService').register(req.body.user);
    reply.code(201);
    return { user: view(user) };
  });

  app.post('/users/login', async (req) => {
    const user = await req.diScope.resolve('userService').authenticate(req.body.user);
    return { user: view(user) };
  });

  app.get('/user', { onRequest: [app.authenticate] }, async (req) => {
    const user = await req.diScope.resolve('userService').get(req.user.id);
    return { user: view(user) };
  });
};
