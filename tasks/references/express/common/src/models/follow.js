// feature-file: profiles
const { Model } = require('sequelize');

// Join rows "follower follows followee"; keys come from the association in models/index.js.
class Follow extends Model {}

function initFollow(sequelize) {
  Follow.init({}, { sequelize, modelName: 'Follow', tableName: 'follows', underscored: true, timestamps: false });
}

module.exports = { Follow, initFollow };
