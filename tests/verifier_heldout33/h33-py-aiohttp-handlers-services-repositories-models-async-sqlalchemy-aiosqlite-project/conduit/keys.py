from aiohttp import web

from conduit.services.profile_service import ProfileService

PROFILE_SERVICE = web.AppKey("profile_service", ProfileService)
