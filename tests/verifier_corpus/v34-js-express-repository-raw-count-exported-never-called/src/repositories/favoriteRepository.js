'use strict';
const { QueryTypes } = require('sequelize');
const sequelize = require('../db');
const Favorite = require('../models/Favorite');

function countFor(articleId) {
  return Favorite.count({ where: { articleId } });
}

async function countForRaw(articleId) {
  const [row] = await sequelize.query(
    'SELECT COUNT(*) AS n FROM favorites WHERE articleId = :articleId',
    { replacements: { articleId }, type: QueryTypes.SELECT },
  );
  return Number(row.n);
}

function add(userId, articleId) {
  return Favorite.findOrCreate({ where: { userId, articleId } });
}

module.exports = { countFor, countForRaw, add };
