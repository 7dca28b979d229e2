import { Sequelize, DataTypes, Model, type InferAttributes, type InferCreationAttributes, type CreationOptional } from 'sequelize';

export const sequelize = new Sequelize('sqlite::memory:', { logging: false });

export class Article extends Model<InferAttributes<Article>, InferCreationAttributes<Article>> {
  declare id: CreationOptional<number>;
  declare slug: string;
  declare title: string;
  declare body: string;
}
Article.init(
  { id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true }, slug: { type: DataTypes.STRING, unique: true },
    title: DataTypes.STRING, body: DataTypes.TEXT },
  { sequelize, tableName: 'articles' },
);
