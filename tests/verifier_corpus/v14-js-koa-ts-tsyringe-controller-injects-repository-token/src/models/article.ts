import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../db';

export interface ArticleView {
  slug: string;
  title: string;
  description: string;
  body: string;
  favoritesCount: number;
}

export interface IArticleRepository {
  findBySlug(slug: string): Promise<ArticleModel | null>;
  countFavorites(articleId: number): Promise<number>;
  create(fields: { slug: string; title: string; description: string; body: string }): Promise<ArticleModel>;
}

export class ArticleModel extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
}

ArticleModel.init(
  {
    slug: { type: DataTypes.STRING, unique: true, allowNull: false },
    title: { type: DataTypes.STRING, allowNull: false },
    description: { type: DataTypes.STRING, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
  },
  { sequelize, tableName: 'articles' },
);

export class FavoriteModel extends Model {
  declare articleId: number;
  declare userId: number;
}

FavoriteModel.init(
  { articleId: { type: DataTypes.INTEGER, allowNull: false }, userId: { type: DataTypes.INTEGER, allowNull: false } },
  { sequelize, tableName: 'favorites', timestamps: false },
);
