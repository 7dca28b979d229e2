const express = require('express');
const models = require('./models');
const UserRepository = require('./repositories/UserRepository');
const ArticleRepository = require('./repositories/ArticleRepository');
const ProfileService = require('./services/ProfileService');
const ArticleService = require('./services/ArticleService');

const app = express();
app.use(express.json());

// composition root: build the object graph once and keep it in the app settings
const repositories = { users: new UserRepository(models), articles: new ArticleRepository(models) };
const services = {
  profiles: new ProfileService({ userRepository: repositories.users }),
  articles: new ArticleService({ articleRepository: repositories.articles }),
};
app.set('repositories', repositories);
app.set('services', services);

app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api', require('./routes/profiles'));
app.use('/api', require('./routes/articles'));

models.sequelize.sync().then(() => app.listen(3000));
