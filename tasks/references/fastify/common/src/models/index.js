'use strict';

const User = require('./user');
const Article = require('./article');
const Tag = require('./tag');
const Comment = require('./comment');
const Favorite = require('./favorite');
const Follow = require('./follow');

const models = { User, Article, Tag, Comment, Favorite, Follow };

/** Binds every model to a connection and wires the associations; called once by the app. */
function initModels(sequelize) {
  for (const model of Object.values(models)) model.initialize(sequelize);
  for (const model of Object.values(models)) model.associate?.(models);
}

module.exports = { ...models, initModels };
