import { DataTypes, Model } from 'sequelize';
import { sequelize } from './sequelize.js';
import { Tag } from './Tag.js';

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare tags?: Tag[];
  declare setTags: (tags: Tag[]) => Promise<void>;
}

Article.init(
  {
    slug: { type: DataTypes.STRING, allowNull: false, unique: true },
    title: { type: DataTypes.STRING, allowNull: false },
    description: { type: DataTypes.STRING, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
  },
  { sequelize, tableName: 'articles' },
);

Article.belongsToMany(Tag, { through: 'article_tags', foreignKey: 'articleId', otherKey: 'tagId', as: 'tags' });
Tag.belongsToMany(Article, { through: 'article_tags', foreignKey: 'tagId', otherKey: 'articleId' });
