import { DataTypes, Model } from 'sequelize';
import { sequelize } from './db';
export class Comment extends Model { declare id: number; declare body: string; declare articleSlug: string; }
Comment.init({ body: DataTypes.TEXT, articleSlug: DataTypes.STRING }, { sequelize, tableName: 'comments' });
