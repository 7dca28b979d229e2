import path from 'node:path';
import { DataTypes, Sequelize } from 'sequelize';

// run.sh starts the server from the project root
export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.resolve('data/conduit.sqlite'),
  logging: false,
});

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

export const Follow = sequelize.define('Follow', {}, { timestamps: false });
Follow.belongsTo(User, { as: 'follower', foreignKey: 'followerId' });
Follow.belongsTo(User, { as: 'followed', foreignKey: 'followedId' });

export async function prepareDatabase() {
  await sequelize.sync();
  // Compact the file left by previous runs and refresh the query planner statistics.
  await sequelize.query('VACUUM');
  await sequelize.query('ANALYZE');
}
