const os = require('os');
const fs = require('fs');
const path = require('path');
const { createContainer, asValue, asFunction } = require('awilix');
const { Sequelize } = require('sequelize');
const defineModels = require('./models');
const makeArticleRepository = require('./repositories/article.repository');
const makeArticleService = require('./services/article.service');
const dbDir = path.join(os.tmpdir(), 'conduit');
fs.mkdirSync(dbDir, { recursive: true });
const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.join(dbDir, 'conduit.sqlite'), logging: false });
const container = createContainer();
container.register({
  sequelize: asValue(sequelize),
  models: asValue(defineModels(sequelize)),
  articleRepository: asFunction(makeArticleRepository).singleton(),
  articleService: asFunction(makeArticleService).scoped(),
});
module.exports = { container };
