export default async function usersRoutes(app, { usersService }) {
  const authJSON = (user) => ({
    email: user.email,
    token: app.jwt.sign({ id: user.id }),
    username: user.username,
    bio: user.bio,
    image: user.image,
  });

  app.post('/users', async (req, reply) => {
    reply.code(201);
    return { user: authJSON(await usersService.register(req.body.user)) };
  });
  app.post('/users/login', async (req) => ({ user: authJSON(await usersService.login(req.body.user)) }));
  app.get('/user', { onRequest: [app.authenticate] }, async (req) => ({ user: authJSON(await usersService.byId(req.user.id)) }));
  app.get('/profiles/:username', { onRequest: [app.identify] }, async (req) => ({
    profile: await usersService.profileOf(req.params.username, req.user?.id),
  }));
  app.post('/profiles/:username/follow', { onRequest: [app.authenticate] }, async (req) => ({
    profile: await usersService.follow(req.params.username, req.user.id, true),
  }));
  app.delete('/profiles/:username/follow', { onRequest: [app.authenticate] }, async (req) => ({
    profile: await usersService.follow(req.params.username, req.user.id, false),
  }));
}
