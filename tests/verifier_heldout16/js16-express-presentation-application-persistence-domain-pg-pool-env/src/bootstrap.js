const express = require('express');
const { pool, migrate } = require('./persistence/pool');
const { UserRepository } = require('./persistence/user-repository');
const { ArticleRepository } = require('./persistence/article-repository');
const { UserService } = require('./application/user-service');
const { TagService } = require('./application/tag-service');
const usersRouter = require('./presentation/users-router');
const tagsRouter = require('./presentation/tags-router');

async function start() {
  await migrate();
  const userService = new UserService(new UserRepository(pool), process.env.JWT_SECRET || 'conduit');
  const tagService = new TagService(new ArticleRepository(pool));

  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (req, res) => res.sendStatus(200));
  app.use('/api', usersRouter(userService), tagsRouter(tagService));
  app.listen(3000, () => console.log('listening on 3000'));
}

start().catch((err) => { console.error(err); process.exit(1); });
