import { DataTypes } from 'sequelize';
import { sequelize } from '../infra/database.js';

export const User = sequelize.define('User', {
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  passwordHash: { type: DataTypes.STRING, allowNull: false, field: 'password_hash' },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users', underscored: true });

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  tagList: { type: DataTypes.ARRAY(DataTypes.STRING), allowNull: false, defaultValue: [], field: 'tag_list' },
}, { tableName: 'articles', underscored: true });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

export const toUser = (row) => ({
  id: row.id,
  email: row.email,
  username: row.username,
  passwordHash: row.password_hash,
  bio: row.bio,
  image: row.image,
});

export const toArticle = (row) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.description,
  body: row.body,
  tagList: row.tag_list,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  author: { username: row.author_username, bio: row.author_bio, image: row.author_image },
});
