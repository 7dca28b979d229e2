exports.validateArticleInput = (input) => {
  const errors = [];
  for (const field of ['title', 'description', 'body']) {
    if (!input || typeof input[field] !== 'string' || !input[field].trim()) errors.push(`${field} can't be blank`);
  }
  return errors;
};
