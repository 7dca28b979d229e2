const { Model } = require('sequelize');

class Follow extends Model {
  static initModel(sequelize) {
    return Follow.init({}, { sequelize, tableName: 'follows', timestamps: false });
  }
}

module.exports = Follow;
