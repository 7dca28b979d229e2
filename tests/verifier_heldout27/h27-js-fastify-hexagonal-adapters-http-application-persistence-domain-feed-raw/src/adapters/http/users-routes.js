export function usersRoutes({ userService }) {
  return async (app) => {
    const out = (u) => ({ email: u.email, token: app.jwt.sign({ id: u.id }), username: u.username, bio: u.bio, image: u.image });
    app.post('/users', async (req, reply) => reply.code(201).send({ user: out(await userService.register(req.body.user)) }));
    app.post('/users/login', async (req) => ({ user: out(await userService.login(req.body.user)) }));
    app.get('/user', { onRequest: [app.authenticate] }, async (req) => ({ user: out(await userService.current(req.user.id)) }));
  };
}
