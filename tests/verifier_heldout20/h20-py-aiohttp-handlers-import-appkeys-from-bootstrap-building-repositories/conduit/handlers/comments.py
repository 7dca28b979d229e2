from aiohttp import web

from conduit.bootstrap import COMMENT_SERVICE
from conduit.services.comments import NotFound

routes = web.RouteTableDef()


def _json(c) -> dict:
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(),
            "updatedAt": c.updated_at.isoformat(),
            "author": {"username": c.author.username, "bio": c.author.bio, "image": c.author.image,
                       "following": False}}


@routes.get("/api/articles/{slug}/comments")
async def list_comments(request: web.Request) -> web.Response:
    try:
        items = await request.app[COMMENT_SERVICE].list(request.match_info["slug"])
    except NotFound:
        raise web.HTTPNotFound()
    return web.json_response({"comments": [_json(c) for c in items]})


@routes.post("/api/articles/{slug}/comments")
async def add_comment(request: web.Request) -> web.Response:
    payload = await request.json()
    user_id = request.get("user_id") or 0
    try:
        comment = await request.app[COMMENT_SERVICE].add(
            request.match_info["slug"], user_id, payload.get("comment", {}).get("body", ""))
    except NotFound:
        raise web.HTTPNotFound()
    except ValueError as exc:
        return web.json_response({"errors": {"body": [str(exc)]}}, status=422)
    return web.json_response({"comment": _json(comment)}, status=201)


@routes.get("/api/health-check")
async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})
