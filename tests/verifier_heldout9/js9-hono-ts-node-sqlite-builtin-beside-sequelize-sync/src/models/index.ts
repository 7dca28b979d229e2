import { Sequelize, DataTypes } from 'sequelize';
import { DB_FILE } from '../config/paths';

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: DB_FILE, logging: false });

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
});
Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

export interface ArticleRow {
  id: number; slug: string; title: string; description: string; body: string;
  authorId: number; createdAt: string; updatedAt: string;
}
