const fastify = require('fastify')();
const { PrismaClient } = require('@prisma/client');

const prisma = new PrismaClient();

fastify.get('/api/health-check', async () => ({ ok: true }));
fastify.get('/api/profiles/:username', async (req, reply) => {
  const user = await prisma.user.findUnique({ where: { username: req.params.username } });
  if (!user) return reply.code(404).send();
  return { profile: { username: user.username, following: false } };
});
fastify.post('/api/articles', async (req, reply) => {
  const { title, body } = req.body.article;
  const article = await prisma.article.create({
    data: { title, body, slug: title.toLowerCase().replace(/\s+/g, '-'), authorId: Number(req.headers['x-user-id']) },
  });
  return reply.code(201).send({ article });
});

fastify.listen({ port: 3000, host: '0.0.0.0' });
