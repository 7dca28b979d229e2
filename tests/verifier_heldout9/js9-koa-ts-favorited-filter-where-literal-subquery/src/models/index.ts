import { Sequelize, DataTypes, Model } from 'sequelize';
import { databaseOptions } from '../config/database';

export const sequelize = new Sequelize(databaseOptions);

export class User extends Model { declare id: number; declare username: string; declare bio: string | null; declare image: string | null; }
User.init({
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { sequelize, modelName: 'User' });

export class Article extends Model { declare id: number; declare slug: string; declare title: string; declare author?: User; }
Article.init({
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { sequelize, modelName: 'Article' });

export class Favorite extends Model {}
Favorite.init({}, { sequelize, modelName: 'Favorite', timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.belongsToMany(User, { through: Favorite, as: 'favoritedBy', foreignKey: 'articleId', otherKey: 'userId' });
