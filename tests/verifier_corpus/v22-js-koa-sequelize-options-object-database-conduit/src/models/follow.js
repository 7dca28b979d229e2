const sequelize = require('../lib/sequelize');
const User = require('./user');

const Follow = sequelize.define('follow', {}, { timestamps: false });
User.belongsToMany(User, { through: Follow, as: 'followers', foreignKey: 'followingId', otherKey: 'followerId' });

module.exports = Follow;
