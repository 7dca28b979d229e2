import jwt
from aiohttp import web

from app.config import SECRET
from app.keys import comment_service_key
from app.services.comments import CommentNotFound, NotYourComment

routes = web.RouteTableDef()


def _user_id(request: web.Request) -> int:
    token = request.headers.get("Authorization", "").removeprefix("Token ")
    try:
        return int(jwt.decode(token, SECRET, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        raise web.HTTPUnauthorized()


def _dump(comment) -> dict:
    return {
        "id": comment.id,
        "body": comment.body,
        "createdAt": comment.created_at,
        "updatedAt": comment.updated_at,
        "author": {"username": comment.author.username, "bio": comment.author.bio, "image": comment.author.image, "following": False},
    }


@routes.get("/api/articles/{slug}/comments")
async def list_comments(request: web.Request) -> web.Response:
    comments = await request.app[comment_service_key].list(request.match_info["slug"])
    return web.json_response({"comments": [_dump(c) for c in comments]})


@routes.post("/api/articles/{slug}/comments")
async def add_comment(request: web.Request) -> web.Response:
    payload = await request.json()
    try:
        comment = await request.app[comment_service_key].add(request.match_info["slug"], _user_id(request), payload["comment"]["body"])
    except ValueError as exc:
        return web.json_response({"errors": {"body": [str(exc)]}}, status=422)
    return web.json_response({"comment": _dump(comment)}, status=201)


@routes.delete("/api/articles/{slug}/comments/{id}")
async def delete_comment(request: web.Request) -> web.Response:
    try:
        await request.app[comment_service_key].delete(int(request.match_info["id"]), _user_id(request))
    except CommentNotFound:
        raise web.HTTPNotFound()
    except NotYourComment:
        raise web.HTTPForbidden()
    return web.Response(status=204)
