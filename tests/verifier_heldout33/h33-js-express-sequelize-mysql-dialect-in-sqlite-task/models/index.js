const { Sequelize, DataTypes } = require('sequelize');

// MySQL is what production uses; locally `docker run mysql:8` is enough.
const sequelize = new Sequelize(process.env.DB_NAME || 'conduit', process.env.DB_USER || 'root', process.env.DB_PASS || '', {
  host: process.env.DB_HOST || '127.0.0.1',
  dialect: 'mysql',
  logging: false,
});

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true }, email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING,
});
const Follow = sequelize.define('Follow', {});
User.belongsToMany(User, { through: Follow, as: 'followers', foreignKey: 'followingId', otherKey: 'followerId' });

module.exports = { sequelize, Sequelize, User, Follow };
