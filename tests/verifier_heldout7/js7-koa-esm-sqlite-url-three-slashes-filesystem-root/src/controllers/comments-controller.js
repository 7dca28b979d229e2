import * as comments from '../services/comment-service.js';

export async function list(ctx) {
  ctx.body = { comments: await comments.listComments(ctx.params.slug) };
}

export async function create(ctx) {
  const comment = await comments.addComment(ctx.params.slug, ctx.state.user.username, ctx.request.body?.comment?.body);
  ctx.status = 201;
  ctx.body = { comment };
}

export async function remove(ctx) {
  await comments.deleteComment(Number(ctx.params.id), ctx.state.user.username);
  ctx.status = 200;
  ctx.body = {};
}
