import { createMiddleware } from 'hono/factory';
import { ArticleRepository } from './repositories/article.repository.js';
import { CommentRepository } from './repositories/comment.repository.js';
import { ArticleService } from './services/article.service.js';
import { CommentService } from './services/comment.service.js';

const repos = { articles: new ArticleRepository(), comments: new CommentRepository() };
const services = {
  articles: new ArticleService(repos.articles),
  comments: new CommentService(repos.articles, repos.comments),
};

export type Env = { Variables: { services: typeof services; repos: typeof repos; userId: number | null } };

// Puts the wired objects on every request's context (c.var.services, c.var.repos).
export const inject = createMiddleware<Env>(async (c, next) => {
  c.set('services', services);
  c.set('repos', repos);
  await next();
});
