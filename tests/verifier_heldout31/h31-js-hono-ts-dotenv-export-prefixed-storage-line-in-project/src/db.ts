import fs from 'node:fs';
import path from 'node:path';
import { DataTypes, Model, Sequelize } from 'sequelize';

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare tagList: string[];
}

export class Comment extends Model {
  declare id: number;
  declare body: string;
  declare articleId: number;
}

export function createDatabase(): Sequelize {
  const storage = process.env.SQLITE_FILE ?? ':memory:';
  if (storage !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(storage)), { recursive: true });

  const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

  Article.init(
    {
      slug: { type: DataTypes.STRING, unique: true },
      title: DataTypes.STRING,
      description: DataTypes.STRING,
      body: DataTypes.TEXT,
      tagList: { type: DataTypes.JSON, defaultValue: [] },
    },
    { sequelize },
  );
  Comment.init({ body: DataTypes.TEXT, articleId: DataTypes.INTEGER }, { sequelize });
  Article.hasMany(Comment, { foreignKey: 'articleId', onDelete: 'CASCADE' });

  return sequelize;
}
