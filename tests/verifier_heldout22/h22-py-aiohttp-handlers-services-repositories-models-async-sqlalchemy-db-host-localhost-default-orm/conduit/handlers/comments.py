from aiohttp import web

from conduit.services.comment_service import CommentNotFound

routes = web.RouteTableDef()


def _json(c):
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(),
            "updatedAt": c.created_at.isoformat(),
            "author": {"username": c.author.username, "bio": c.author.bio,
                       "image": c.author.image, "following": False}}


@routes.get("/api/articles/{slug}/comments")
async def list_comments(request: web.Request):
    comments = await request.app["comment_service"].list(request.match_info["slug"])
    return web.json_response({"comments": [_json(c) for c in comments]})


@routes.delete("/api/articles/{slug}/comments/{id}")
async def delete_comment(request: web.Request):
    try:
        await request.app["comment_service"].delete(int(request.match_info["id"]),
                                                    request.get("user_id"))
    except CommentNotFound:
        raise web.HTTPNotFound()
    return web.json_response({})


@routes.get("/api/health-check")
async def health_check(_request):
    return web.json_response({"status": "ok"})
