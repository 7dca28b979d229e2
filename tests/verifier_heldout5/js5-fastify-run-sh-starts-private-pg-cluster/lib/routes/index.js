const articles = require('../services/articles');
const users = require('../services/users');

module.exports = async function routes(app) {
  app.get('/health-check', async () => ({ ok: true }));
  app.post('/users', async (req, reply) => {
    const user = await users.register(req.body.user);
    reply.code(201);
    return { user: { ...user, token: app.jwt.sign({ id: user.id }) } };
  });
  app.post('/users/login', async (req, reply) => {
    const user = await users.login(req.body.user);
    if (!user) return reply.code(401).send({ errors: { credentials: ['invalid'] } });
    return { user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token: app.jwt.sign({ id: user.id }) } };
  });
  app.get('/articles', async (req) => articles.list(req.query));
  app.post('/articles', { onRequest: [app.auth] }, async (req, reply) => {
    reply.code(201);
    return { article: await articles.create(req.body.article, req.user.id) };
  });
};
