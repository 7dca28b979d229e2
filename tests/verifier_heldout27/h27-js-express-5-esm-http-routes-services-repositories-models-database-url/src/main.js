// Composition root: builds the repositories and services and hands the services to the HTTP layer.
import { config } from './config.js';
import { sequelize } from './models/index.js';
import { UserRepository } from './repositories/user-repository.js';
import { ArticleRepository } from './repositories/article-repository.js';
import { UserService } from './services/user-service.js';
import { ProfileService } from './services/profile-service.js';
import { ArticleService } from './services/article-service.js';
import { buildApp } from './http/app.js';

const users = new UserRepository();
const articles = new ArticleRepository();
const userService = new UserService(users);
const services = {
  userService,
  profileService: new ProfileService(users),
  articleService: new ArticleService(articles, users),
};

await sequelize.sync();
buildApp(services).listen(config.port, () => console.log(`conduit listening on :${config.port}`));
