from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker

SESSIONS = web.AppKey("sessions", async_sessionmaker)
