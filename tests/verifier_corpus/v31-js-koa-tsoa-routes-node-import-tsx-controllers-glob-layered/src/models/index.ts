import path from 'path';
import { DataTypes, Model, Sequelize } from 'sequelize';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.resolve(__dirname, '..', '..', 'data', 'conduit.sqlite'),
  logging: false,
});

export class Tag extends Model {
  declare id: number;
  declare name: string;
}
Tag.init({ name: { type: DataTypes.STRING(64), allowNull: false, unique: true } }, { sequelize, tableName: 'tags', timestamps: false });

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
}
Article.init({
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { sequelize, tableName: 'articles' });

export interface ArticleView {
  slug: string;
  title: string;
  description: string;
  body: string;
}
