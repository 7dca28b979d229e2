import { mkdirSync } from 'node:fs';
import { DataTypes, Model, Sequelize } from 'sequelize';

const DATA_DIR = '/tmp/conduit';
mkdirSync(DATA_DIR, { recursive: true });

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: `${DATA_DIR}/conduit.sqlite`, logging: false });

export class User extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
  declare passwordHash: string;
  declare bio: string | null;
  declare image: string | null;
}
User.init({
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { sequelize, modelName: 'User' });

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare tagList: string[];
  declare authorId: number;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare author?: User;
}
Article.init({
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  tagList: { type: DataTypes.JSON, allowNull: false, defaultValue: [] },
}, { sequelize, modelName: 'Article' });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
