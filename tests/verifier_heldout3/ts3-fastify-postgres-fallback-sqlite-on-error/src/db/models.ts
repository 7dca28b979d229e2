import { DataTypes, Sequelize } from 'sequelize';

export function defineModels(sequelize: Sequelize) {
  const User = sequelize.define('User', {
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  });
  const Follow = sequelize.define('Follow', {}, { timestamps: false });
  User.belongsToMany(User, { through: Follow, as: 'following', foreignKey: 'followerId', otherKey: 'followingId' });
  return { User, Follow };
}
