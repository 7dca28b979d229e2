import { DataTypes, Model, Sequelize } from 'sequelize';

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare authorId: number;
  declare createdAt: Date;
  declare updatedAt: Date;
}

export class Tag extends Model {
  declare id: number;
  declare name: string;
}

export function initArticle(sequelize: Sequelize): void {
  Article.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      slug: { type: DataTypes.STRING, allowNull: false, unique: true },
      title: { type: DataTypes.STRING, allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: false },
      body: { type: DataTypes.TEXT, allowNull: false },
      authorId: { type: DataTypes.INTEGER, allowNull: false },
    },
    { sequelize, tableName: 'articles' },
  );
  Tag.init(
    { id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true }, name: { type: DataTypes.STRING, unique: true } },
    { sequelize, tableName: 'tags', timestamps: false },
  );
}
