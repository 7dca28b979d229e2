import 'reflect-metadata';
import { Container } from 'inversify';
import { TYPES } from './types';
import { UserRepository } from './repositories/user.repository';
import { ArticleRepository } from './repositories/article.repository';
import { UserService } from './services/user.service';
import { ArticleService } from './services/article.service';
import { UserController } from './controllers/user.controller';
import { ArticleController } from './controllers/article.controller';

export const container = new Container({ defaultScope: 'Singleton' });
container.bind(TYPES.UserRepository).to(UserRepository);
container.bind(TYPES.ArticleRepository).to(ArticleRepository);
container.bind(TYPES.UserService).to(UserService);
container.bind(TYPES.ArticleService).to(ArticleService);
container.bind(TYPES.UserController).to(UserController);
container.bind(TYPES.ArticleController).to(ArticleController);
