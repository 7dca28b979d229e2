import { DataTypes, Model, Sequelize } from 'sequelize';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');

export const sequelize = new Sequelize(url, { dialect: 'postgres', logging: false });

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare authorName: string;
  declare Tags?: Tag[];
  declare createdAt: Date;
  declare updatedAt: Date;
}
Article.init(
  {
    slug: { type: DataTypes.STRING, unique: true },
    title: DataTypes.STRING,
    description: DataTypes.TEXT,
    body: DataTypes.TEXT,
    authorName: DataTypes.STRING,
  },
  { sequelize, tableName: 'articles' },
);

export class Tag extends Model {
  declare id: number;
  declare name: string;
}
Tag.init({ name: { type: DataTypes.STRING, unique: true } }, { sequelize, tableName: 'tags', timestamps: false });

export class ArticleTag extends Model {}
ArticleTag.init({}, { sequelize, tableName: 'article_tags', timestamps: false });

Article.belongsToMany(Tag, { through: ArticleTag, foreignKey: 'articleId', otherKey: 'tagId' });
Tag.belongsToMany(Article, { through: ArticleTag, foreignKey: 'tagId', otherKey: 'articleId' });
