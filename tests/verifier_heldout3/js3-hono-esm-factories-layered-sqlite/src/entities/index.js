import { DataTypes } from 'sequelize';

export function defineEntities(sequelize) {
  const User = sequelize.define('user', {
    username: { type: DataTypes.STRING, allowNull: false, unique: true },
    email: { type: DataTypes.STRING, allowNull: false, unique: true },
    passwordHash: { type: DataTypes.STRING, allowNull: false },
    bio: { type: DataTypes.TEXT },
    image: { type: DataTypes.STRING },
  });
  const Follow = sequelize.define('follow', {}, { timestamps: false });
  User.belongsToMany(User, { through: Follow, as: 'followers', foreignKey: 'followingId', otherKey: 'followerId' });
  const Comment = sequelize.define('comment', { body: { type: DataTypes.TEXT, allowNull: false } });
  Comment.belongsTo(User, { as: 'author' });
  return { User, Follow, Comment };
}
