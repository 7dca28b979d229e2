const { asClass, createContainer } = require('awilix');
const { ArticleRepository } = require('./repositories/articleRepository');
const { ArticleService } = require('./services/articleService');

const container = createContainer();
container.register({
  articleRepository: asClass(ArticleRepository).singleton(),
  articleService: asClass(ArticleService).singleton(),
});
module.exports = { container };
