import { Sequelize, DataTypes, Model } from 'sequelize';

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: 'conduit.sqlite', logging: false });

export class Article extends Model { declare id: number; declare slug: string; }
Article.init({ slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING }, { sequelize, modelName: 'article' });

export class Comment extends Model {
  declare id: number; declare body: string; declare articleId: number; declare authorId: number;
  declare createdAt: Date; declare updatedAt: Date;
}
Comment.init({ body: DataTypes.TEXT, articleId: DataTypes.INTEGER, authorId: DataTypes.INTEGER }, { sequelize, modelName: 'comment' });

export interface CommentView { id: number; body: string; createdAt: Date; updatedAt: Date }
