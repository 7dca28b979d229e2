const service = require('../services/commentService');

exports.list = async (req, res) => {
  const comments = await service.list(req.params.slug);
  if (!comments) return res.sendStatus(404);
  res.json({ comments });
};

exports.create = async (req, res) => {
  const comment = await service.add(req.params.slug, Number(req.get('x-user-id')), req.body.comment.body);
  if (!comment) return res.sendStatus(404);
  res.status(201).json({ comment });
};
