import path from 'path';
import { DataTypes, Model, Sequelize } from 'sequelize';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(process.cwd(), 'conduit.sqlite'),
  logging: false,
});

export class User extends Model {
  declare id: number;
  declare username: string;
  declare bio: string | null;
  declare image: string | null;
}
User.init(
  { username: { type: DataTypes.STRING, unique: true }, email: DataTypes.STRING, password: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING },
  { sequelize, modelName: 'User' },
);

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare author?: User;
}
Article.init(
  { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, description: DataTypes.STRING, body: DataTypes.TEXT },
  { sequelize, modelName: 'Article' },
);

export const Favorite = sequelize.define('Favorite', {}, { timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.belongsToMany(User, { through: Favorite, as: 'favoritedBy', foreignKey: 'articleId', otherKey: 'userId' });
User.belongsToMany(Article, { through: Favorite, as: 'favorites', foreignKey: 'userId', otherKey: 'articleId' });
