const fs = require('fs');
const path = require('path');
const { QueryTypes } = require('sequelize');
const { sequelize } = require('../db');
const { Tag } = require('../models');

const POPULAR = fs.readFileSync(path.join(__dirname, '..', 'sql', 'popular-tags.sql'), 'utf8');

exports.names = async () => (await sequelize.query(POPULAR, { type: QueryTypes.SELECT })).map((row) => row.name);
exports.add = (name) => Tag.findOrCreate({ where: { name } });
