// One import site for everything data-related.
export { sequelize } from '../db/sequelize.js';
export { User } from './user.js';
export { Article } from './article.js';
export { userRepository, articleRepository } from '../repositories/index.js';
