'use strict';
// feature-file: profiles

const { Model } = require('sequelize');

/** Join table follower -> followed user. */
class Follow extends Model {
  static initialize(sequelize) {
    Follow.init({}, { sequelize, modelName: 'Follow', tableName: 'follows', updatedAt: false });
  }
}

module.exports = Follow;
