import { DataTypes, Sequelize, ModelStatic, Model } from 'sequelize';

export interface Models {
  User: ModelStatic<Model>;
  Comment: ModelStatic<Model>;
}

export function initModels(db: Sequelize): Models {
  const User = db.define('User', {
    username: { type: DataTypes.STRING, unique: true },
    email: { type: DataTypes.STRING, unique: true },
    password: DataTypes.STRING,
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  });
  const Comment = db.define('Comment', {
    body: DataTypes.TEXT,
    articleSlug: DataTypes.STRING,
  });
  Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
  return { User, Comment };
}
