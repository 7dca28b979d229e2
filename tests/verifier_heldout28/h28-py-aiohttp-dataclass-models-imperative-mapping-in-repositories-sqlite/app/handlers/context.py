from aiohttp import web

from app.services.user_service import UserService

USERS = web.AppKey("users", UserService)
