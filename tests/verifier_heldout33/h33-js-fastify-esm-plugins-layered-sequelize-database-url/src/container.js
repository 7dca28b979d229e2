// Composition root: builds each layer once and hands the services to the route plugins.
import { ArticleRepository } from './repositories/article-repository.js';
import { UserRepository } from './repositories/user-repository.js';
import { ArticleService } from './services/article-service.js';
import { ProfileService } from './services/profile-service.js';

export function buildContainer() {
  const articles = new ArticleRepository();
  const users = new UserRepository();
  return {
    services: {
      articles: new ArticleService(articles, users),
      profiles: new ProfileService(users),
    },
  };
}
