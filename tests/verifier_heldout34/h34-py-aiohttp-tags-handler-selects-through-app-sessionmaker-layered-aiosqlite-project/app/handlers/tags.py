from aiohttp import web
from sqlalchemy import func, select

from app.models import ArticleTag, Tag


async def list_tags(request):
    stmt = (select(Tag.name)
            .join(ArticleTag, ArticleTag.tag_id == Tag.id, isouter=True)
            .group_by(Tag.name)
            .order_by(func.count(ArticleTag.article_id).desc()))
    async with request.app["sessionmaker"]() as session:
        names = list(await session.scalars(stmt))
    return web.json_response({"tags": names})
