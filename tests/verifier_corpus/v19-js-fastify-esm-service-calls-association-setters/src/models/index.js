import { DataTypes } from 'sequelize';
import { sequelize } from './sequelize.js';

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users', underscored: true });

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles', underscored: true });

export const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'tags', underscored: true, timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.belongsToMany(Tag, { through: 'article_tags', as: 'tags', foreignKey: 'articleId', otherKey: 'tagId' });
Tag.belongsToMany(Article, { through: 'article_tags', foreignKey: 'tagId', otherKey: 'articleId' });
User.belongsToMany(User, { through: 'follows', as: 'followers', foreignKey: 'followingId', otherKey: 'followerId' });
User.belongsToMany(User, { through: 'follows', as: 'following', foreignKey: 'followerId', otherKey: 'followingId' });

export { sequelize };
