from aiohttp import web

from conduit.models import Comment
from conduit.services import CommentService, ValidationFailed

SERVICES = web.AppKey("comment_service", CommentService)


def _json(c: Comment) -> dict:
    return {"id": c.id, "body": c.body, "createdAt": c.created_at, "author": {"username": c.author}}


async def list_comments(request: web.Request) -> web.Response:
    comments = await request.config_dict[SERVICES].list(request.match_info["slug"])
    return web.json_response({"comments": [_json(c) for c in comments]})


async def add_comment(request: web.Request) -> web.Response:
    payload = await request.json()
    try:
        comment = await request.config_dict[SERVICES].add(
            request.match_info["slug"], request.headers.get("X-User", "anonymous"),
            payload.get("comment", {}).get("body", ""))
    except ValidationFailed as exc:
        return web.json_response({"errors": {exc.field: [exc.message]}}, status=422)
    return web.json_response({"comment": _json(comment)})
