const { Model } = require('sequelize');

class Favorite extends Model {
  static initModel(sequelize) {
    return Favorite.init({}, { sequelize, tableName: 'favorites', timestamps: false });
  }
}

module.exports = Favorite;
