import { Sequelize, DataTypes, Model, InferAttributes, InferCreationAttributes, CreationOptional } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL as string, { dialect: 'postgres', logging: false });

export class ArticleModel extends Model<InferAttributes<ArticleModel>, InferCreationAttributes<ArticleModel>> {
  declare id: CreationOptional<number>;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare authorId: number;
}

ArticleModel.init({
  id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  authorId: { type: DataTypes.INTEGER, allowNull: false },
}, { sequelize, tableName: 'articles' });

export interface Article {
  slug: string;
  title: string;
  description: string;
  body: string;
  authorId: number;
}
