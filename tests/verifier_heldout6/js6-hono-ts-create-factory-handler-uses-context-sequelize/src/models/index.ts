import { DataTypes, Sequelize } from 'sequelize';

export function defineModels(sequelize: Sequelize) {
  const User = sequelize.define('User', {
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    password: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  });
  const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false });
  const Comment = sequelize.define('Comment', {
    body: { type: DataTypes.TEXT, allowNull: false },
    articleSlug: { type: DataTypes.STRING, allowNull: false },
  });
  Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
  return { User, Tag, Comment };
}

export type Models = ReturnType<typeof defineModels>;
