import { sequelize } from '../db.js';
import { User } from './user.js';
import { Article } from './article.js';
import { Favorite } from './favorite.js';

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
User.hasMany(Article, { foreignKey: 'authorId' });
Article.hasMany(Favorite, { foreignKey: 'articleId', onDelete: 'CASCADE' });

export { sequelize, User, Article, Favorite };
