import { fileURLToPath } from 'node:url';
import { Sequelize, DataTypes } from 'sequelize';

const storage = process.env.NODE_ENV === 'test'
  ? ':memory:'
  : fileURLToPath(new URL('../conduit.db', import.meta.url));

export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});
export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
});
export const Favorite = sequelize.define('Favorite', {
  userId: { type: DataTypes.INTEGER, primaryKey: true },
  articleId: { type: DataTypes.INTEGER, primaryKey: true },
}, { timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.hasMany(Favorite, { foreignKey: 'articleId' });
