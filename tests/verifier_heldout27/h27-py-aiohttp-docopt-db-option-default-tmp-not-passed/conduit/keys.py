import aiosqlite
from aiohttp import web

DB = web.AppKey("db", aiosqlite.Connection)
