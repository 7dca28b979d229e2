from aiohttp import web
from sqlalchemy import select

from app.database import async_session
from app.models import Tag


async def list_tags(request):
    async with async_session() as session:
        result = await session.scalars(select(Tag.name).order_by(Tag.name))
        return web.json_response({"tags": result.all()})
