import { DataTypes } from 'sequelize';
import { sequelize } from './db.js';
import { Tag } from './tag.js';

export const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
});

Article.belongsToMany(Tag, { through: 'article_tags' });
Tag.belongsToMany(Article, { through: 'article_tags' });
