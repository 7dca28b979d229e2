from aiohttp import web

from conduit.keys import COMMENTS
from conduit.services.comments import CommentNotFound

routes = web.RouteTableDef()


def _json(c) -> dict:
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat() if c.created_at else None,
            "author": {"username": c.author.username}}


@routes.get("/api/health-check")
async def health_check(_: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/articles/{slug}/comments")
async def list_comments(request: web.Request) -> web.Response:
    items = await request.app[COMMENTS].list(request.match_info["slug"])
    return web.json_response({"comments": [_json(c) for c in items]})


@routes.delete("/api/articles/{slug}/comments/{id}")
async def delete_comment(request: web.Request) -> web.Response:
    try:
        await request.app[COMMENTS].delete(int(request.match_info["id"]), request.get("user_id", 0))
    except CommentNotFound:
        raise web.HTTPNotFound()
    return web.json_response({})
