import { DataTypes, Model, InferAttributes, InferCreationAttributes, CreationOptional, ForeignKey, NonAttribute } from 'sequelize';
import { sequelize } from '../lib/sequelize';
import { User } from './user.model';

export class Article extends Model<InferAttributes<Article>, InferCreationAttributes<Article>> {
  declare id: CreationOptional<number>;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare authorId: ForeignKey<number>;
  declare author?: NonAttribute<User>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

Article.init({
  id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
  slug: { type: DataTypes.STRING(300), allowNull: false, unique: true },
  title: { type: DataTypes.STRING(200), allowNull: false },
  description: { type: DataTypes.STRING(500), allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  createdAt: DataTypes.DATE,
  updatedAt: DataTypes.DATE,
}, { sequelize, tableName: 'articles' });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

export interface ArticleView {
  slug: string;
  title: string;
  description: string;
  body: string;
  tagList: string[];
  createdAt: Date;
  updatedAt: Date;
  favorited: boolean;
  favoritesCount: number;
  author: { username: string; bio: string | null; image: string | null; following: boolean };
}
