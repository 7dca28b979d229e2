const Datastore = require('@seald-io/nedb');

const comments = new Datastore({ filename: 'comments.db', autoload: true, timestampData: true });

module.exports = {
  add: (articleSlug, author, body) => comments.insertAsync({ articleSlug, author, body }),
  forArticle: (articleSlug) => comments.findAsync({ articleSlug }).sort({ createdAt: 1 }),
  remove: (id, articleSlug) => comments.removeAsync({ _id: id, articleSlug }, {}),
};
