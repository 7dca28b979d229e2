import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../db.js';
import { Tag } from './tag.js';

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare tags?: Tag[];
}

Article.init(
  {
    slug: { type: DataTypes.STRING, unique: true, allowNull: false },
    title: { type: DataTypes.STRING, allowNull: false },
    description: { type: DataTypes.STRING, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
  },
  { sequelize, tableName: 'articles' },
);

Article.belongsToMany(Tag, { through: 'article_tags', as: 'tags' });
Tag.belongsToMany(Article, { through: 'article_tags', as: 'articles' });
