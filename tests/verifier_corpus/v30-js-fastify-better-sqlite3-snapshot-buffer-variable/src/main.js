import Fastify from 'fastify';
import { db } from './db.js';

const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ status: 'ok' }));

app.get('/api/articles', async () => {
  const articles = db.prepare('SELECT slug, title, description, body FROM articles ORDER BY id DESC LIMIT 20').all();
  return { articles, articlesCount: articles.length };
});

app.post('/api/articles', async (request, reply) => {
  const { slug, title, description = '', body } = request.body.article;
  db.prepare('INSERT INTO articles (slug, title, description, body) VALUES (?, ?, ?, ?)').run(slug, title, description, body);
  return reply.code(201).send({ article: { slug, title, description, body } });
});

await app.listen({ port: Number(process.env.PORT ?? 3000), host: '0.0.0.0' });
