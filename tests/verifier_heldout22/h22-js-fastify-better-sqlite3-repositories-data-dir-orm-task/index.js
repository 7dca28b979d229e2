const bcrypt = require('bcryptjs');
const app = require('fastify')({ logger: true });
const users = require('./repositories/users');

app.get('/api/health-check', async () => 'ok');

app.post('/api/users/login', async (req, reply) => {
  const { email, password } = req.body.user || {};
  const user = users.findByEmail(email);
  if (!user || !bcrypt.compareSync(password, user.password)) {
    return reply.code(401).send({ errors: { body: ['invalid credentials'] } });
  }
  return { user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token: String(user.id) } };
});

app.listen({ port: 3000, host: '0.0.0.0' });
