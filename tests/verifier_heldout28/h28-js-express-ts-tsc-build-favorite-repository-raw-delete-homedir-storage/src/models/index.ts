import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../db';

export class User extends Model {
  declare id: number;
  declare email: string;
  declare username: string;
  declare passwordHash: string;
  declare bio: string | null;
  declare image: string | null;
}
User.init(
  {
    email: { type: DataTypes.STRING, allowNull: false, unique: true },
    username: { type: DataTypes.STRING, allowNull: false, unique: true },
    passwordHash: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  },
  { sequelize, tableName: 'users' },
);

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare authorId: number;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare author?: User;
}
Article.init(
  {
    slug: { type: DataTypes.STRING, allowNull: false, unique: true },
    title: { type: DataTypes.STRING, allowNull: false },
    description: { type: DataTypes.STRING, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
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
Article.hasMany(Favorite, { as: 'favorites', foreignKey: 'articleId' });
