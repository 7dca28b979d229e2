import { Sequelize, DataTypes, Model } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL as string, { dialect: 'postgres', logging: false });

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare authorId: number;
}

Article.init({
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  authorId: DataTypes.INTEGER,
}, { sequelize, tableName: 'articles' });
