// Builds repositories and services once and hangs them on the instance.
import fp from 'fastify-plugin';
import { ArticleRepository } from '../repositories/articleRepository.js';
import { CommentRepository } from '../repositories/commentRepository.js';
import { ArticleService } from '../services/articleService.js';
import { sql } from './db.js';

declare module 'fastify' {
  interface FastifyInstance {
    repos: { articles: ArticleRepository; comments: CommentRepository };
    services: { articles: ArticleService };
  }
}

export default fp(async (app) => {
  const repos = { articles: new ArticleRepository(sql), comments: new CommentRepository(sql) };
  app.decorate('repos', repos);
  app.decorate('services', { articles: new ArticleService(repos.articles, repos.comments) });
});
