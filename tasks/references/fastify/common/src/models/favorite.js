'use strict';
// feature-file: favorites

const { Model } = require('sequelize');

/** Join table user <-> article; its rows are counted and looked up on their own. */
class Favorite extends Model {
  static initialize(sequelize) {
    Favorite.init({}, { sequelize, modelName: 'Favorite', tableName: 'favorites', updatedAt: false });
  }
}

module.exports = Favorite;
