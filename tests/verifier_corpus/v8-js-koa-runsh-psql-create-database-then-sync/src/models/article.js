import { DataTypes } from 'sequelize';
import { sequelize } from '../sequelize.js';
import { Tag } from './tag.js';

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
});

Article.belongsToMany(Tag, { through: 'ArticleTags', as: 'tagList' });
Tag.belongsToMany(Article, { through: 'ArticleTags' });
