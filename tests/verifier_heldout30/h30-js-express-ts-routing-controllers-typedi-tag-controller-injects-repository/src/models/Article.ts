import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../db';
import { User } from './User';

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare tagList: string[];
  declare createdAt: Date;
  declare updatedAt: Date;
  declare author?: User;
}

Article.init(
  {
    slug: { type: DataTypes.STRING, allowNull: false, unique: true },
    title: { type: DataTypes.STRING, allowNull: false },
    description: { type: DataTypes.STRING, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
    tagList: { type: DataTypes.ARRAY(DataTypes.STRING), allowNull: false, defaultValue: [] },
  },
  { sequelize, tableName: 'articles' },
);

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
