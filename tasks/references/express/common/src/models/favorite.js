// feature-file: favorites
const { Model } = require('sequelize');

// Join rows "user favorited article"; keys come from the association in models/index.js.
class Favorite extends Model {}

function initFavorite(sequelize) {
  Favorite.init({}, { sequelize, modelName: 'Favorite', tableName: 'favorites', underscored: true, timestamps: false });
}

module.exports = { Favorite, initFavorite };
