'use strict';
// feature-file: articles

const { DataTypes, Model } = require('sequelize');

class Tag extends Model {
  static initialize(sequelize) {
    Tag.init(
      { name: { type: DataTypes.TEXT, allowNull: false, unique: true } },
      { sequelize, modelName: 'Tag', tableName: 'tags', timestamps: false },
    );
  }
}

module.exports = Tag;
