const present = (user, token) => ({ user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token } });

export default async function userRoutes(app, { services }) {
  const { userService } = services;

  app.post('/users', async (req, reply) => {
    const user = await userService.register(req.body.user);
    return reply.code(201).send(present(user, app.jwt.sign({ id: user.id })));
  });

  app.post('/users/login', async (req, reply) => {
    const user = await userService.login(req.body.user);
    if (!user) return reply.code(401).send({ errors: { credentials: ['invalid'] } });
    return present(user, app.jwt.sign({ id: user.id }));
  });

  app.get('/user', { onRequest: [app.authenticate] }, async (req) => present(await userService.current(req.user.id), req.token));
}
