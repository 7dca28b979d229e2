import path from 'node:path';
import { Sequelize, DataTypes, Model } from 'sequelize';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(process.cwd(), 'data.sqlite'),
  logging: false,
});

export class User extends Model {
  declare id: number;
  declare username: string;
  declare bio: string | null;
  declare image: string | null;
}
User.init({
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { sequelize, modelName: 'user' });

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare favoritesCount: number;
}
Article.init({
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  favoritesCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
}, { sequelize, modelName: 'article' });

export class Favorite extends Model {
  declare userId: number;
  declare articleId: number;
}
Favorite.init({
  userId: { type: DataTypes.INTEGER, primaryKey: true },
  articleId: { type: DataTypes.INTEGER, primaryKey: true },
}, { sequelize, modelName: 'favorite', timestamps: false });

Article.belongsTo(User, { as: 'author' });
