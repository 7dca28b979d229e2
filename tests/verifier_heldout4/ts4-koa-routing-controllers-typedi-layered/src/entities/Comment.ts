import { DataTypes, Model, CreationOptional } from 'sequelize';
import { sequelize } from '../config/database';
import { User } from './User';

export class Comment extends Model {
  declare id: CreationOptional<number>;
  declare body: string;
  declare articleSlug: string;
  declare authorId: number;
  declare author?: User;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

Comment.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    body: { type: DataTypes.TEXT, allowNull: false },
    articleSlug: { type: DataTypes.STRING, allowNull: false },
    authorId: { type: DataTypes.INTEGER, allowNull: false },
  },
  { sequelize, tableName: 'comments' },
);

Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
