import os from 'node:os';
import path from 'node:path';
import { DataTypes, Model, Sequelize } from 'sequelize';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(os.tmpdir(), 'conduit.sqlite'),
  logging: false,
});

export class User extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
  declare password: string;
  declare bio: string | null;
  declare image: string | null;
}
User.init(
  {
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    password: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  },
  { sequelize, modelName: 'User' },
);

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare tagList: string[];
  declare createdAt: Date;
  declare updatedAt: Date;
  declare authorId: number;
  declare author?: User;
}
Article.init(
  {
    slug: { type: DataTypes.STRING, unique: true, allowNull: false },
    title: DataTypes.STRING,
    description: DataTypes.STRING,
    body: DataTypes.TEXT,
    tagList: { type: DataTypes.JSON, defaultValue: [] },
  },
  { sequelize, modelName: 'Article' },
);

export const Favorite = sequelize.define('Favorite', {
  userId: { type: DataTypes.INTEGER, primaryKey: true },
  articleId: { type: DataTypes.INTEGER, primaryKey: true },
}, { timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
