from aiohttp import web
from sqlalchemy import select
from app.db import Session
from app.models import Article


async def list_articles(request):
    limit = int(request.query.get("limit", 20))
    async with Session() as s:
        rows = (await s.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit))).all()
    return web.json_response({"articles": [{"slug": a.slug, "title": a.title} for a in rows],
                              "articlesCount": len(rows)})
