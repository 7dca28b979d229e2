from aiohttp import web

from conduit.db import SESSIONS
from conduit.repositories import comments as repository

routes = web.RouteTableDef()


@routes.get("/api/articles/{slug}/comments")
async def list_comments(request: web.Request) -> web.Response:
    async with request.app[SESSIONS]() as session:
        rows = await repository.comments_for_article(session, request.match_info["slug"])
    comments = [
        {"id": r["id"], "body": r["body"], "createdAt": r["created_at"], "updatedAt": r["created_at"],
         "author": {"username": r["username"], "bio": r["bio"], "image": r["image"], "following": False}}
        for r in rows
    ]
    return web.json_response({"comments": comments})


@routes.delete("/api/articles/{slug}/comments/{id}")
async def delete_comment(request: web.Request) -> web.Response:
    username = request.headers.get("X-Username", "")
    async with request.app[SESSIONS]() as session:
        deleted = await repository.delete_comment(session, int(request.match_info["id"]), username)
    if not deleted:
        raise web.HTTPForbidden()
    return web.json_response({})
