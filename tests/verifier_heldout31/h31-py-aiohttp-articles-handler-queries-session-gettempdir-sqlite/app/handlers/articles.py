from aiohttp import web
from sqlalchemy import func, select

from app.db import Session
from app.models import Article

routes = web.RouteTableDef()


def _out(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "body": a.body,
            "createdAt": a.created_at.isoformat(), "author": {"username": a.author.username}}


@routes.get("/api/articles")
async def list_articles(request: web.Request) -> web.Response:
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    async with Session() as session:
        total = await session.scalar(select(func.count(Article.id)))
        rows = await session.scalars(
            select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)
        )
        articles = [_out(a) for a in rows]
    return web.json_response({"articles": articles, "articlesCount": total})


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    async with Session() as session:
        article = await session.scalar(select(Article).where(Article.slug == request.match_info["slug"]))
    if article is None:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": _out(article)})
