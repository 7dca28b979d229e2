class Article {
  constructor(fields) {
    Object.assign(this, fields);
    this.tagList = fields.tagList || [];
  }
}

module.exports = { Article };
