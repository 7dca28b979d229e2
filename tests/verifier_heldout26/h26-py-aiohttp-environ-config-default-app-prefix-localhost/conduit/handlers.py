from aiohttp import web
from sqlalchemy import func, select

from conduit.db import sessionmaker_key
from conduit.models import Article, User

routes = web.RouteTableDef()


def _article(article: Article) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": [],
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "favorited": False,
        "favoritesCount": 0,
        "author": {"username": article.author.username, "bio": article.author.bio, "image": article.author.image, "following": False},
    }


@routes.get("/api/health-check")
async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/articles")
async def list_articles(request: web.Request) -> web.Response:
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    stmt = select(Article)
    if "author" in request.query:
        stmt = stmt.join(User, User.id == Article.author_id).where(User.username == request.query["author"])
    async with request.app[sessionmaker_key]() as session:
        total = await session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = await session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return web.json_response({"articles": [_article(a) for a in rows], "articlesCount": total})


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    async with request.app[sessionmaker_key]() as session:
        article = await session.scalar(select(Article).where(Article.slug == request.match_info["slug"]))
        if article is None:
            return web.json_response({"errors": {"article": ["not found"]}}, status=404)
        return web.json_response({"article": _article(article)})
