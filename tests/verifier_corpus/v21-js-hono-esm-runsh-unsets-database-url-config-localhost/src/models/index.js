import { DataTypes } from 'sequelize';
import { sequelize } from '../db.js';

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
});

export const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { timestamps: false });

Article.belongsToMany(Tag, { through: 'ArticleTags' });
Tag.belongsToMany(Article, { through: 'ArticleTags' });

export { sequelize };
