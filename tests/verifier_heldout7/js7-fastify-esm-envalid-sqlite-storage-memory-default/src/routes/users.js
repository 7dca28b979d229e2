export default async function userRoutes(app, { userService }) {
  app.post('/users', async (req, reply) => {
    reply.code(201);
    return { user: await userService.register(req.body?.user ?? {}) };
  });

  app.post('/users/login', async (req) => ({ user: await userService.login(req.body?.user ?? {}) }));

  app.get('/user', { onRequest: [app.authenticate] }, async (req) => ({ user: await userService.me(req.user.id) }));
}
