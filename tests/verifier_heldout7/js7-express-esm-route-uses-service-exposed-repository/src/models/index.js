import { DataTypes } from 'sequelize';
import { sequelize } from '../config/database.js';

export const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { underscored: true });

export const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
}, { underscored: true });

export const Tag = sequelize.define('tag', {
  name: { type: DataTypes.STRING, unique: true },
}, { underscored: true, timestamps: false });

Article.belongsTo(User, { as: 'author' });
Article.belongsToMany(Tag, { through: 'article_tags' });
Tag.belongsToMany(Article, { through: 'article_tags' });
