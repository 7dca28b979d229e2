import os

import jwt
from aiohttp import web

from conduit.services.article_service import ArticleService, NotFound

routes = web.RouteTableDef()
SECRET = os.environ.get("JWT_SECRET", "conduit")
SERVICE_KEY = web.AppKey("article_service", ArticleService)


def user_id(request, required=True):
    header = request.headers.get("Authorization", "")
    if header.startswith("Token "):
        try:
            return int(jwt.decode(header[6:], SECRET, algorithms=["HS256"])["sub"])
        except (jwt.PyJWTError, KeyError, ValueError):
            pass
    if required:
        raise web.HTTPUnauthorized(text='{"errors": {"token": ["invalid"]}}', content_type="application/json")
    return None


def article_json(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags), "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False}}


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.get("/api/articles")
async def list_articles(request):
    q = request.query
    rows, total = await request.app[SERVICE_KEY].list(tag=q.get("tag"), author=q.get("author"),
                                                      limit=int(q.get("limit", 20)), offset=int(q.get("offset", 0)))
    return web.json_response({"articles": [article_json(a) for a in rows], "articlesCount": total})


@routes.get("/api/articles/feed")
async def feed(request):
    uid = user_id(request)
    rows, total = await request.app[SERVICE_KEY].feed(uid, int(request.query.get("limit", 20)), int(request.query.get("offset", 0)))
    return web.json_response({"articles": [article_json(a) for a in rows], "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request):
    uid = user_id(request)
    data = (await request.json()).get("article", {})
    article = await request.app[SERVICE_KEY].create(uid, data)
    return web.json_response({"article": article_json(article)}, status=201)


@routes.get("/api/articles/{slug}")
async def get_article(request):
    try:
        article = await request.app[SERVICE_KEY].get(request.match_info["slug"])
    except NotFound:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": article_json(article)})


@routes.get("/api/tags")
async def tags(request):
    return web.json_response({"tags": await request.app[SERVICE_KEY].tags()})
