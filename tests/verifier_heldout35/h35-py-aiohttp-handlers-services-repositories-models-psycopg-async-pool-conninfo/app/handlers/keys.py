from aiohttp import web

from app.services.profile_service import ProfileService

PROFILES = web.AppKey("profiles", ProfileService)
