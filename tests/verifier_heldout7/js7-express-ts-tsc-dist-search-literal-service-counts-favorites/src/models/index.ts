import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../config/database';

export class User extends Model {
  declare id: number;
  declare username: string;
  declare bio: string | null;
  declare image: string | null;
}
User.init(
  { username: { type: DataTypes.STRING, unique: true }, bio: DataTypes.TEXT, image: DataTypes.STRING },
  { sequelize, tableName: 'users' },
);

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare author?: User;
}
Article.init(
  {
    slug: { type: DataTypes.STRING, unique: true },
    title: DataTypes.STRING,
    description: DataTypes.STRING,
    body: DataTypes.TEXT,
  },
  { sequelize, tableName: 'articles' },
);

export class Favorite extends Model {
  declare userId: number;
  declare articleId: number;
}
Favorite.init(
  {
    userId: { type: DataTypes.INTEGER, primaryKey: true },
    articleId: { type: DataTypes.INTEGER, primaryKey: true },
  },
  { sequelize, tableName: 'favorites', timestamps: false },
);

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
