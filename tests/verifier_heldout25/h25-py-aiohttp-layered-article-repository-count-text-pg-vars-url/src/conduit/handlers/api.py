from aiohttp import web

from ..services.errors import ServiceError
from . import articles_key, users_key

routes = web.RouteTableDef()


@web.middleware
async def errors(request, handler):
    try:
        return await handler(request)
    except ServiceError as err:
        return web.json_response({"errors": {"body": [str(err)]}}, status=err.status)


async def viewer(request):
    header = request.headers.get("Authorization", "")
    return await request.app[users_key].from_token(header[6:]) if header.startswith("Token ") else None


def user_json(request, u) -> dict:
    return {"user": {"email": u.email, "token": request.app[users_key].token(u), "username": u.username,
                     "bio": u.bio, "image": u.image}}


def article_json(a) -> dict:
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": sorted(t.name for t in a.tags),
        "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
        "favorited": False, "favoritesCount": 0,
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
    }


@routes.get("/api/health-check")
async def health(_request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    data = (await request.json()).get("user") or {}
    user = await request.app[users_key].register(data.get("username"), data.get("email"), data.get("password"))
    return web.json_response(user_json(request, user), status=201)


@routes.post("/api/users/login")
async def login(request):
    data = (await request.json()).get("user") or {}
    return web.json_response(user_json(request, await request.app[users_key].login(data.get("email"), data.get("password"))))


@routes.get("/api/articles")
async def list_articles(request):
    q = request.query
    rows, total = await request.app[articles_key].list(
        q.get("tag"), q.get("author"), int(q.get("limit", 20)), int(q.get("offset", 0))
    )
    return web.json_response({"articles": [article_json(a) for a in rows], "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request):
    me = await viewer(request)
    if me is None:
        return web.json_response({"errors": {"body": ["unauthorized"]}}, status=401)
    article = await request.app[articles_key].create(me, (await request.json()).get("article") or {})
    return web.json_response({"article": article_json(article)}, status=201)


@routes.get("/api/articles/{slug}")
async def get_article(request):
    return web.json_response({"article": article_json(await request.app[articles_key].get(request.match_info["slug"]))})
