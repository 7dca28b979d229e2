from aiohttp import web

from conduit.services.profiles import ProfileService

PROFILE_SERVICE = web.AppKey("profile_service", ProfileService)
