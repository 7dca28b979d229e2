import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../db/sequelize';
import { Tag } from './tag';

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare Tags?: Tag[];
}

Article.init({
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { sequelize, modelName: 'Article' });

Article.belongsToMany(Tag, { through: 'ArticleTags' });
Tag.belongsToMany(Article, { through: 'ArticleTags' });
