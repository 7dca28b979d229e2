import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../lib/db.js';
import { User } from './user.js';

export class Comment extends Model {
  declare id: number;
  declare body: string;
  declare articleSlug: string;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare author?: User;
}

Comment.init(
  {
    body: { type: DataTypes.TEXT, allowNull: false },
    articleSlug: { type: DataTypes.STRING, allowNull: false },
  },
  { sequelize, tableName: 'comments' },
);

Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
