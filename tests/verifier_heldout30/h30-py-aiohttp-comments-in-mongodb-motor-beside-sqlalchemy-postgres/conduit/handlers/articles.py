import re

from aiohttp import web
from sqlalchemy import func, select

from conduit.auth import viewer
from conduit.models import Article

routes = web.RouteTableDef()


def _sessions(request):
    from conduit.app import SESSIONS

    return request.app[SESSIONS]


def _json(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
            "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@routes.get("/api/articles")
async def list_articles(request):
    limit, offset = int(request.query.get("limit", 20)), int(request.query.get("offset", 0))
    async with _sessions(request)() as s:
        total = await s.scalar(select(func.count(Article.id)))
        rows = await s.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return web.json_response({"articles": [_json(a) for a in rows], "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request):
    a = (await request.json()).get("article", {})
    async with _sessions(request)() as s:
        user = await viewer(request, s)
        if user is None:
            return web.json_response({"errors": {"token": ["missing"]}}, status=401)
        article = Article(slug=re.sub(r"[^a-z0-9]+", "-", a["title"].lower()).strip("-"), title=a["title"],
                          description=a["description"], body=a["body"], author=user)
        s.add(article)
        await s.commit()
        return web.json_response({"article": _json(article)}, status=201)
