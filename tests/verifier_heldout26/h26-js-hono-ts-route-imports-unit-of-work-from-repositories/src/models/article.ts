import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes } from 'sequelize';
import { sequelize } from '../lib/sequelize';

export class Article extends Model<InferAttributes<Article>, InferCreationAttributes<Article>> {
  declare id: CreationOptional<number>;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare authorId: number;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

Article.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    slug: { type: DataTypes.STRING, allowNull: false, unique: true },
    title: { type: DataTypes.STRING, allowNull: false },
    description: { type: DataTypes.STRING, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
    authorId: { type: DataTypes.INTEGER, allowNull: false },
    createdAt: DataTypes.DATE,
    updatedAt: DataTypes.DATE,
  },
  { sequelize, tableName: 'articles' },
);

export class ArticleTag extends Model<InferAttributes<ArticleTag>, InferCreationAttributes<ArticleTag>> {
  declare articleId: number;
  declare name: string;
}

ArticleTag.init(
  {
    articleId: { type: DataTypes.INTEGER, primaryKey: true },
    name: { type: DataTypes.STRING, primaryKey: true },
  },
  { sequelize, tableName: 'article_tags', timestamps: false },
);

Article.hasMany(ArticleTag, { as: 'tags', foreignKey: 'articleId', onDelete: 'CASCADE' });
