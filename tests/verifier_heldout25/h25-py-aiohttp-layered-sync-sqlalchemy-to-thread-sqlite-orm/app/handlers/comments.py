from aiohttp import web

from . import comments_key
from .common import require_viewer

routes = web.RouteTableDef()


def _comment(c) -> dict:
    return {
        "id": c.id, "body": c.body,
        "createdAt": c.created_at.isoformat(), "updatedAt": c.updated_at.isoformat(),
        "author": {"username": c.author.username, "bio": c.author.bio, "image": c.author.image, "following": False},
    }


@routes.get("/api/articles/{slug}/comments")
async def list_comments(request: web.Request):
    rows = await request.app[comments_key].list(request.match_info["slug"])
    return web.json_response({"comments": [_comment(c) for c in rows]})


@routes.post("/api/articles/{slug}/comments")
async def add_comment(request: web.Request):
    user = await require_viewer(request)
    body = ((await request.json()).get("comment") or {}).get("body")
    comment = await request.app[comments_key].add(user, request.match_info["slug"], body)
    return web.json_response({"comment": _comment(comment)}, status=201)


@routes.delete("/api/articles/{slug}/comments/{id}")
async def delete_comment(request: web.Request):
    user = await require_viewer(request)
    await request.app[comments_key].remove(user, request.match_info["slug"], int(request.match_info["id"]))
    return web.Response(status=204)
