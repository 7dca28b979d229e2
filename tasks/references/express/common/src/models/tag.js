// feature-file: articles
const { DataTypes, Model } = require('sequelize');

class Tag extends Model {}

function initTag(sequelize) {
  Tag.init(
    { name: { type: DataTypes.STRING, allowNull: false, unique: true } },
    { sequelize, modelName: 'Tag', tableName: 'tags', underscored: true, timestamps: false },
  );
}

module.exports = { Tag, initTag };
