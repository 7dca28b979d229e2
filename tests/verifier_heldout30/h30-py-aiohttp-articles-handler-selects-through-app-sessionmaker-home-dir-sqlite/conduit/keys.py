from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker

SESSIONMAKER = web.AppKey("sessionmaker", async_sessionmaker)
SERVICES = web.AppKey("services", dict)
