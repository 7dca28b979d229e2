from aiohttp import web

from ..services.errors import Unauthenticated
from .keys import ARTICLES, USERS

routes = web.RouteTableDef()


def _require(request):
    if request["user"] is None:
        raise Unauthenticated("missing token")
    return request["user"]


@routes.get("/api/health-check")
async def health(_request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    body = (await request.json()).get("user", {})
    users = request.app[USERS]
    user = await users.register(body.get("username"), body.get("email"), body.get("password"))
    return web.json_response({"user": users.auth_json(user)}, status=201)


@routes.post("/api/users/login")
async def login(request):
    body = (await request.json()).get("user", {})
    users = request.app[USERS]
    return web.json_response({"user": users.auth_json(await users.login(body.get("email"), body.get("password")))})


@routes.get("/api/user")
async def me(request):
    return web.json_response({"user": request.app[USERS].auth_json(_require(request))})


@routes.get("/api/articles")
async def articles(request):
    q = request.query
    return web.json_response(await request.app[ARTICLES].list(q.get("tag"), int(q.get("limit", 20)),
                                                              int(q.get("offset", 0))))


@routes.post("/api/articles")
async def create(request):
    user = _require(request)
    body = (await request.json()).get("article", {})
    return web.json_response({"article": await request.app[ARTICLES].create(user, body)}, status=201)


@routes.get("/api/articles/{slug}")
async def article(request):
    return web.json_response({"article": await request.app[ARTICLES].get(request.match_info["slug"])})


@routes.get("/api/tags")
async def tags(request):
    return web.json_response({"tags": await request.app[ARTICLES].tags()})
