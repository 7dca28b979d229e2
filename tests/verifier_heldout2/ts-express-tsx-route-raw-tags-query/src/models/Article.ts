import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../db';

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
}
Article.init({ slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING }, { sequelize, modelName: 'Article' });

export class Tag extends Model {
  declare name: string;
}
Tag.init({ name: { type: DataTypes.STRING, unique: true } }, { sequelize, modelName: 'Tag' });

Article.belongsToMany(Tag, { through: 'ArticleTags' });
Tag.belongsToMany(Article, { through: 'ArticleTags' });
