from aiohttp import web
from sqlalchemy import select

from app.db import Session
from app.models import Article
from app.search import search_statement

routes = web.RouteTableDef()


def _article(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "createdAt": a.created_at.isoformat()}


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.get("/api/articles")
async def articles(request):
    q = request.query.get("q")
    stmt = search_statement(q) if q else select(Article).order_by(Article.created_at.desc())
    async with Session() as s:
        rows = (await s.scalars(stmt.limit(int(request.query.get("limit", 20))))).all()
    return web.json_response({"articles": [_article(a) for a in rows], "articlesCount": len(rows)})
