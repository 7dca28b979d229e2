import { DataTypes, Model } from 'sequelize';
import { sequelize } from './db.js';

export class UserModel extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
  declare password: string;
  declare bio: string | null;
  declare image: string | null;
}

UserModel.init(
  {
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    password: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  },
  { sequelize, modelName: 'user' },
);

export class ArticleModel extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare authorId: number;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare author?: UserModel;
}

ArticleModel.init(
  {
    slug: { type: DataTypes.STRING, unique: true },
    title: DataTypes.STRING,
    description: DataTypes.STRING,
    body: DataTypes.TEXT,
  },
  { sequelize, modelName: 'article' },
);

ArticleModel.belongsTo(UserModel, { as: 'author', foreignKey: 'authorId' });

export type ArticleView = {
  slug: string;
  title: string;
  description: string;
  body: string;
  tagList: string[];
  createdAt: Date;
  updatedAt: Date;
  favorited: boolean;
  favoritesCount: number;
  author: { username: string; bio: string | null; image: string | null; following: boolean };
};
