import fp from 'fastify-plugin';
import { userRepository, followRepository, articleRepository, Repositories } from '../repositories';
import { makeArticleService, ArticleService } from '../services/articles';

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
    services: { articles: ArticleService };
  }
}

export default fp(async (app) => {
  const repositories: Repositories = { users: userRepository, follows: followRepository, articles: articleRepository };
  app.decorate('repositories', repositories);
  app.decorate('services', { articles: makeArticleService(repositories) });
});
