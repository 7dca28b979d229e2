from aiohttp import web
from sqlalchemy import select

from ..models import Tag


async def list_tags(request):
    async with request.app["sessionmaker"]() as session:
        names = (await session.scalars(select(Tag.name).order_by(Tag.name))).all()
    return web.json_response({"tags": list(names)})
