// Composition root: repositories -> services -> routes.
import { sequelize } from './models/index.js';
import { usersRepository } from './repositories/users.js';
import { articlesRepository } from './repositories/articles.js';
import { commentsRepository } from './repositories/comments.js';
import { createUsersService } from './services/users.js';
import { createArticlesService } from './services/articles.js';
import { buildApp } from './app.js';

const usersService = createUsersService({ usersRepository });
const articlesService = createArticlesService({ articlesRepository, commentsRepository, usersService });

await sequelize.sync();
const app = await buildApp({ usersService, articlesService });
await app.listen({ port: 3000, host: '0.0.0.0' });
