// Composition root: builds the object graph once, no behaviour of its own.
import { createArticleRepository } from './repositories/article-repository.js';
import { createUserRepository } from './repositories/user-repository.js';
import { createArticleService } from './services/article-service.js';

export function buildContainer() {
  const articleRepository = createArticleRepository();
  const userRepository = createUserRepository();
  return {
    articleService: createArticleService({ articleRepository, userRepository }),
  };
}
