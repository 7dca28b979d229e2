const mongoose = require('mongoose');
const schema = new mongoose.Schema({ slug: { type: String, unique: true }, title: String, description: String, body: String, tagList: [String] }, { timestamps: true });
module.exports = mongoose.model('Article', schema);
