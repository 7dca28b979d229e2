import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../db/sequelize.js';

export class Comment extends Model {
  declare id: number;
  declare body: string;
  declare articleSlug: string;
  declare authorId: number;
  declare authorName: string;
  declare createdAt: Date;
  declare updatedAt: Date;
}

Comment.init(
  {
    body: { type: DataTypes.TEXT, allowNull: false },
    articleSlug: { type: DataTypes.STRING, allowNull: false },
    authorId: { type: DataTypes.INTEGER, allowNull: false },
    authorName: { type: DataTypes.STRING, allowNull: false },
  },
  { sequelize, tableName: 'comments' },
);
