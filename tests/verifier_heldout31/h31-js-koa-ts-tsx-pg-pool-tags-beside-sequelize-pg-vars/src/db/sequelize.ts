import { DataTypes, Model, Sequelize } from 'sequelize';

export const sequelize = new Sequelize(
  process.env.PGDATABASE as string,
  process.env.PGUSER as string,
  process.env.PGPASSWORD,
  { host: process.env.PGHOST, port: Number(process.env.PGPORT ?? 5432), dialect: 'postgres', logging: false },
);

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare tagList: string[];
}

Article.init(
  {
    slug: { type: DataTypes.STRING, unique: true },
    title: DataTypes.STRING,
    description: DataTypes.STRING,
    body: DataTypes.TEXT,
    tagList: { type: DataTypes.ARRAY(DataTypes.STRING), defaultValue: [] },
  },
  { sequelize, tableName: 'articles' },
);
