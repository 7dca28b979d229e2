import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../sequelize';

export interface CommentDto {
  id: number;
  body: string;
  author: string;
  createdAt: Date;
}

export interface ICommentRepository {
  forArticle(slug: string): Promise<CommentModel[]>;
  insert(slug: string, author: string, body: string): Promise<CommentModel>;
  remove(slug: string, id: number): Promise<number>;
}

export class CommentModel extends Model {
  declare id: number;
  declare articleSlug: string;
  declare author: string;
  declare body: string;
  declare createdAt: Date;
}

CommentModel.init(
  {
    articleSlug: { type: DataTypes.STRING, allowNull: false },
    author: { type: DataTypes.STRING, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
  },
  { sequelize, tableName: 'comments' },
);
