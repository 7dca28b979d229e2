'use strict';

const { Model } = require('sequelize');

/** Join table follower -> followed user. */
class Follow extends Model {
  static initialize(sequelize) {
    Follow.init({}, { sequelize, modelName: 'Follow', tableName: 'follows', updatedAt: false });
  }
}

module.exports = Follow;
