export { User } from './user.js';
export { Article } from './article.js';
export { sequelize } from '../db/sequelize.js';
