module.exports = async function userRoutes(app) {
  app.post('/users', async (request, reply) => {
    const user = await app.services.users.register(request.body.user);
    reply.code(201).send({ user: { username: user.username, email: user.email, bio: user.bio, image: user.image, token: app.jwt.sign({ id: user.id }) } });
  });
  app.post('/users/login', async (request, reply) => {
    const { email, password } = request.body.user;
    const user = await app.services.users.authenticate(email, password);
    if (!user) return reply.code(401).send({ errors: { body: ['invalid credentials'] } });
    return { user: { username: user.username, email: user.email, bio: user.bio, image: user.image, token: app.jwt.sign({ id: user.id }) } };
  });
};
