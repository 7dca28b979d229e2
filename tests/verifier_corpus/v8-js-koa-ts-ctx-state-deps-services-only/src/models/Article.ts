import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../sequelize';
import { User } from './User';

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare body: string;
  declare authorId: number;
  declare author?: User;
}

Article.init(
  {
    slug: { type: DataTypes.STRING, allowNull: false, unique: true },
    title: { type: DataTypes.STRING, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
  },
  { sequelize, tableName: 'articles' },
);
Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
