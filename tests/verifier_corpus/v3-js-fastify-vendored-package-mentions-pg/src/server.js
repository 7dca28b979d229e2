const Fastify = require('fastify');
const { slugify } = require('@conduit/utils');
const db = require('./db');

const app = Fastify();

app.post('/api/articles', async (request, reply) => {
  const { title, body } = request.body.article;
  const slug = slugify(title);
  db.prepare('INSERT INTO articles (slug, title, body) VALUES (?, ?, ?)').run(slug, title, body);
  reply.code(201);
  return { article: { slug, title, body } };
});

app.get('/api/articles/:slug', async (request, reply) => {
  const row = db.prepare('SELECT slug, title, body FROM articles WHERE slug = ?').get(request.params.slug);
  if (!row) return reply.code(404).send({ errors: { article: ['not found'] } });
  return { article: row };
});

app.listen({ port: 3000, host: '0.0.0.0' });
