from aiohttp import web
from sqlalchemy import select

from app.models.entities import Tag


async def list_tags(request):
    from app.setup import SESSIONMAKER

    async with request.app[SESSIONMAKER]() as session:
        names = (await session.scalars(select(Tag.name).order_by(Tag.name))).all()
    return web.json_response({"tags": list(names)})
