from aiohttp import web

from conduit.services.auth_service import AuthService

AUTH_SERVICE = web.AppKey("auth_service", AuthService)
