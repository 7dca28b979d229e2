// Composition root: the only place that knows repositories and services together.
import { UserRepository } from './repositories/userRepository.js';
import { ArticleRepository } from './repositories/articleRepository.js';
import { UserService } from './services/userService.js';
import { ArticleService } from './services/articleService.js';

export interface Services {
  users: UserService;
  articles: ArticleService;
}

export function createServices(): Services {
  return {
    users: new UserService(new UserRepository()),
    articles: new ArticleService(new ArticleRepository()),
  };
}
