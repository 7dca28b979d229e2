'use strict';

const User = require('./user');
const Article = require('./article'); // feature-line: articles
const Tag = require('./tag'); // feature-line: articles
const Comment = require('./comment'); // feature-line: comments
const Favorite = require('./favorite'); // feature-line: favorites
const Follow = require('./follow'); // feature-line: profiles

const models = {
  User,
  Article, // feature-line: articles
  Tag, // feature-line: articles
  Comment, // feature-line: comments
  Favorite, // feature-line: favorites
  Follow, // feature-line: profiles
};

/** Binds every model to a connection and wires the associations; called once by the app. */
function initModels(sequelize) {
  for (const model of Object.values(models)) model.initialize(sequelize);
  for (const model of Object.values(models)) model.associate?.(models);
}

module.exports = { ...models, initModels };
