// Composition root: binds every class to its interface; holds no logic of its own.
import { Container } from 'inversify';
import { TYPES } from './config/types';
import { ArticleRepository } from './repositories/article.repository';
import { UserRepository } from './repositories/user.repository';
import { ArticleService } from './services/article.service';
import { UserService } from './services/user.service';
import './routes/article.controller';
import './routes/user.controller';
import './routes/health.controller';

export function buildContainer(): Container {
  const container = new Container();
  container.bind(TYPES.UserRepository).to(UserRepository).inSingletonScope();
  container.bind(TYPES.ArticleRepository).to(ArticleRepository).inSingletonScope();
  container.bind(TYPES.UserService).to(UserService).inSingletonScope();
  container.bind(TYPES.ArticleService).to(ArticleService).inSingletonScope();
  return container;
}
