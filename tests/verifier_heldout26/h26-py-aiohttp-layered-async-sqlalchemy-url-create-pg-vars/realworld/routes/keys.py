from aiohttp import web

from realworld.services.users import UserService

USER_SERVICE = web.AppKey("user_service", UserService)
