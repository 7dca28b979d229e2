from aiohttp import web

from conduit.routes.middlewares import login_required
from conduit.services.comments import CommentService

routes = web.RouteTableDef()
COMMENTS = web.AppKey("comment_service", CommentService)


@routes.get("/api/articles/{slug}/comments")
async def list_comments(request: web.Request):
    comments = await request.app[COMMENTS].list(request.match_info["slug"])
    return web.json_response({"comments": [{"id": c.id, "body": c.body} for c in comments]})


@routes.post("/api/articles/{slug}/comments")
@login_required
async def add_comment(request: web.Request):
    body = (await request.json())["comment"]["body"]
    comment = await request.app[COMMENTS].add(request["user"], request.match_info["slug"], body)
    return web.json_response({"comment": {"id": comment.id, "body": comment.body}}, status=201)
