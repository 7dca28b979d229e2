import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataTypes, Sequelize } from 'sequelize';

const here = path.dirname(fileURLToPath(import.meta.url));

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(here, '..', '..', 'var', 'conduit.sqlite'),
  logging: false,
});

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'users' });

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles' });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
