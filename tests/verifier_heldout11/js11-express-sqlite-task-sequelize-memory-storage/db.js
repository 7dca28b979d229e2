const { Sequelize, DataTypes } = require('sequelize');

// SQLite keeps things simple: no server to install, schema recreated at each start
const sequelize = new Sequelize('sqlite::memory:', { logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true }, email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING,
});
const Comment = sequelize.define('Comment', { body: DataTypes.TEXT });
Comment.belongsTo(User, { as: 'author' });

module.exports = { sequelize, User, Comment };
