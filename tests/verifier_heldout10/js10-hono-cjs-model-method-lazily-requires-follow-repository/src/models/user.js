const { DataTypes, Model } = require('sequelize');
const sequelize = require('./db');

class User extends Model {
  // Profile view of this user as seen by `viewer` (may be null).
  async toProfileFor(viewer) {
    // required lazily: the repository module requires this model
    const followRepository = require('../repositories/followRepository');
    const following = viewer ? await followRepository.exists(viewer.id, this.id) : false;
    return { username: this.username, bio: this.bio, image: this.image, following };
  }
}

User.init(
  {
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  },
  { sequelize, tableName: 'users' },
);

module.exports = User;
