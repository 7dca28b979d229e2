from aiohttp import web

from ..services.users import UserService

user_service_key = web.AppKey("user_service", UserService)
