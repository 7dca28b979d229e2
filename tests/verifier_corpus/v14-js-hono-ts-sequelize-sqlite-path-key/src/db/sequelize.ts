import { DataTypes, Model, Sequelize } from 'sequelize';

const DB_PATH = './conduit.sqlite';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  path: DB_PATH,
  logging: false,
} as any);

export class Comment extends Model {
  declare id: number;
  declare body: string;
  declare articleSlug: string;
  declare author: string;
}

Comment.init(
  {
    body: { type: DataTypes.TEXT, allowNull: false },
    articleSlug: { type: DataTypes.STRING, allowNull: false },
    author: { type: DataTypes.STRING, allowNull: false },
  },
  { sequelize, tableName: 'comments' },
);
