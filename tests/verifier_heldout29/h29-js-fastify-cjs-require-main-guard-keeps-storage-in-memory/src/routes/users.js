const bcrypt = require('bcryptjs');

module.exports = async function users(app) {
  const { User } = app.models;
  const view = (u) => ({
    user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: app.jwt.sign({ id: u.id }) },
  });

  app.post('/users', async (req, reply) => {
    const { username, email, password } = req.body.user || {};
    if (await User.findOne({ where: { email } })) {
      return reply.code(422).send({ errors: { email: ['has already been taken'] } });
    }
    const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
    return reply.code(201).send(view(user));
  });

  app.post('/users/login', async (req, reply) => {
    const { email, password } = req.body.user || {};
    const user = await User.findOne({ where: { email } });
    if (!user || !(await bcrypt.compare(password, user.password))) {
      return reply.code(401).send({ errors: { body: ['invalid credentials'] } });
    }
    return view(user);
  });

  app.get('/user', { onRequest: [app.authenticate] }, async (req) => view(await User.findByPk(req.user.id)));
};
