import { DataTypes } from 'sequelize';
import { sequelize } from '../db.js';

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING,
  description: DataTypes.STRING, body: DataTypes.TEXT,
});
export const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
Article.belongsToMany(Tag, { through: 'ArticleTags', as: 'tags' });
Tag.belongsToMany(Article, { through: 'ArticleTags' });
