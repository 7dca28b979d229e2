import Fastify from 'fastify';
import { fastifyAwilixPlugin, diContainer } from '@fastify/awilix';
import { asClass } from 'awilix';
import { sequelize } from './db/sequelize';
import { ArticleRepository } from './repositories/ArticleRepository';
import { CommentRepository } from './repositories/CommentRepository';
import { CommentService, DomainError } from './services/CommentService';
import commentRoutes from './routes/comments';

async function main() {
  const app = Fastify({ logger: true });
  await app.register(fastifyAwilixPlugin, { disposeOnClose: true, disposeOnResponse: false });

  diContainer.register({
    articleRepository: asClass(ArticleRepository).singleton(),
    commentRepository: asClass(CommentRepository).singleton(),
    commentService: asClass(CommentService).singleton(),
  });

  app.setErrorHandler((err, _req, reply) => {
    if (err instanceof DomainError) return reply.code(err.status).send({ errors: { [err.field]: [err.message] } });
    reply.code(500).send({ errors: { body: [err.message] } });
  });

  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(commentRoutes, { prefix: '/api' });

  await sequelize.sync();
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main();
