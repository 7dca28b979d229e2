import { DataTypes } from 'sequelize';
import { sequelize } from '../../db.js';
import { User } from '../users/user.model.js';
import { Tag } from '../tags/tag.model.js';

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles' });

export const Favorite = sequelize.define('Favorite', {}, { tableName: 'favorites', timestamps: false });
export const ArticleTag = sequelize.define('ArticleTag', {}, { tableName: 'article_tags', timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.belongsToMany(Tag, { through: ArticleTag, as: 'tags' });
Article.belongsToMany(User, { through: Favorite, as: 'favoritedBy' });
