module.exports = async function userRoutes(app, { userService }) {
  const present = (user) => ({
    email: user.email,
    username: user.username,
    bio: user.bio,
    image: user.image,
    token: app.jwt.sign({ id: user.id }),
  });

  app.post('/users', async (req, reply) => reply.code(201).send({ user: present(await userService.register(req.body.user)) }));
  app.post('/users/login', async (req) => ({ user: present(await userService.authenticate(req.body.user)) }));
};
