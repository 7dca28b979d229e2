import * as users from '../services/users.js';
import * as articles from '../services/articles.js';

const viewerOf = (req) => users.userIdFromToken((req.headers.authorization ?? '').replace(/^Token /, ''));

async function mustLogIn(req, reply) {
  req.viewerId = viewerOf(req);
  if (!req.viewerId) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
}

export default async function routes(app) {
  app.get('/health-check', async () => ({ status: 'ok' }));
  app.post('/users', async (req, reply) => reply.code(201).send({ user: await users.register(req.body?.user ?? {}) }));
  app.post('/users/login', async (req) => ({ user: await users.login(req.body?.user ?? {}) }));
  app.get('/user', { preHandler: mustLogIn }, async (req) => ({ user: await users.me(req.viewerId) }));
  app.get('/articles', async (req) => articles.feedPage(viewerOf(req), req.query));
  app.post('/articles', { preHandler: mustLogIn }, async (req, reply) =>
    reply.code(201).send({ article: await articles.publish(req.viewerId, req.body?.article ?? {}) }));
  app.post('/articles/:slug/favorite', { preHandler: mustLogIn }, async (req) =>
    ({ article: await articles.favorite(req.params.slug, req.viewerId) }));
}
