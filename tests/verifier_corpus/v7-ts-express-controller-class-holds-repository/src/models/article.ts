import { DataTypes, Model, Sequelize } from 'sequelize';

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: 'conduit.sqlite', logging: false });

export class Article extends Model {
  declare slug: string;
  declare title: string;
}
Article.init({ slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING }, { sequelize });
