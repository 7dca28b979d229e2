const db = require('../db');
const { Tag } = require('../models/tag');
const all = db.prepare('SELECT name FROM tags ORDER BY name');
module.exports = { findAll: () => all.all().map((r) => new Tag(r)) };
