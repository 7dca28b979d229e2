const { DataTypes, Model, Op } = require('sequelize');
const sequelize = require('./db');

class User extends Model {
  static byEmail(email) {
    return this.findOne({ where: { email } });
  }

  static byUsername(username) {
    return this.findOne({ where: { username } });
  }

  static emailOrUsernameTaken(email, username) {
    return this.count({ where: { [Op.or]: [{ email }, { username }] } }).then((n) => n > 0);
  }

  toProfile(following = false) {
    return { username: this.username, bio: this.bio, image: this.image, following };
  }
}

User.init({
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { sequelize, modelName: 'user' });

User.belongsToMany(User, { through: 'follows', as: 'following', foreignKey: 'followerId', otherKey: 'followedId' });

module.exports = User;
