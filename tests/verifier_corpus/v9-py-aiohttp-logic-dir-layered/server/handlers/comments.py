from aiohttp import web

from server.logic.comments import CommentLogic, Forbidden, NotFound

routes = web.RouteTableDef()


def _logic(request: web.Request) -> CommentLogic:
    return request.app["comment_logic"]


@routes.get("/api/health-check")
async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/articles/{slug}/comments")
async def list_comments(request: web.Request) -> web.Response:
    return web.json_response({"comments": _logic(request).list(request.match_info["slug"])})


@routes.post("/api/articles/{slug}/comments")
async def add_comment(request: web.Request) -> web.Response:
    body = (await request.json())["comment"]["body"]
    author = request.headers.get("X-Username", "")
    try:
        comment = _logic(request).add(request.match_info["slug"], author, body)
    except ValueError as exc:
        return web.json_response({"errors": {"body": [str(exc)]}}, status=422)
    return web.json_response({"comment": comment}, status=201)


@routes.delete("/api/articles/{slug}/comments/{id}")
async def delete_comment(request: web.Request) -> web.Response:
    try:
        _logic(request).remove(int(request.match_info["id"]), request.headers.get("X-Username", ""))
    except NotFound:
        raise web.HTTPNotFound()
    except Forbidden:
        raise web.HTTPForbidden()
    return web.json_response({})
