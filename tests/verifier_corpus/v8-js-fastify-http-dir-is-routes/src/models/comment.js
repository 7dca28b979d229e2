import { DataTypes } from 'sequelize';
import { sequelize } from '../database.js';
import { Article } from './article.js';

export const Comment = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
  author: { type: DataTypes.STRING, allowNull: false },
});

Article.hasMany(Comment, { foreignKey: 'articleId', onDelete: 'CASCADE' });
Comment.belongsTo(Article, { foreignKey: 'articleId' });
