// request-body validation shared by the article routes
exports.validateArticle = (body) => {
  const errors = [];
  for (const f of ['title', 'description', 'body']) if (!body || !body[f]) errors.push(`${f} can't be blank`);
  return errors;
};
