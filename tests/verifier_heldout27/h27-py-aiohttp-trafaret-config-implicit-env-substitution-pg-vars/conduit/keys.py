from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker

SESSIONMAKER = web.AppKey("sessionmaker", async_sessionmaker)
CONFIG = web.AppKey("config", dict)
