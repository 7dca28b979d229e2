from aiohttp import web

from conduit.services.user_service import UserService

user_service_key = web.AppKey("user_service", UserService)
