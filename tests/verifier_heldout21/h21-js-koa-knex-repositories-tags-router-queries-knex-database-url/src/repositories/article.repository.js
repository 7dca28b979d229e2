const db = require('../database/knex');
const Article = require('../models/article');
exports.findBySlug = async (slug) => { const row = await db('articles').where({ slug }).first(); return row && new Article(row); };
