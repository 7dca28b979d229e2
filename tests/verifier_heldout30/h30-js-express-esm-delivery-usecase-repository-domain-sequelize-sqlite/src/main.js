import { config } from './config.js';
import { connect } from './repository/sequelize.js';
import { UserRepository } from './repository/userRepository.js';
import { ArticleRepository } from './repository/articleRepository.js';
import { TagRepository } from './repository/tagRepository.js';
import { UserUsecase } from './usecase/userUsecase.js';
import { ArticleUsecase } from './usecase/articleUsecase.js';
import { TagUsecase } from './usecase/tagUsecase.js';
import { buildHttpApp } from './delivery/http/app.js';

// Composition root: wires the layers together, holds no logic of its own.
const db = await connect(config.sqliteFile);

const users = new UserRepository(db);
const articles = new ArticleRepository(db);
const tags = new TagRepository(db);

const usecases = {
  user: new UserUsecase(users, config.jwtSecret),
  article: new ArticleUsecase(articles, users, tags),
  tag: new TagUsecase(tags),
};

const app = buildHttpApp(usecases, config.jwtSecret);
app.listen(config.port, () => console.log(`conduit listening on ${config.port}`));
