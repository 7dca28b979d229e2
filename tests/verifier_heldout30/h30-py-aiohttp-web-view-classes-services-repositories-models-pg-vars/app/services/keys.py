from aiohttp import web

from app.services.auth_service import AuthService
from app.services.profile_service import ProfileService

AUTH_SERVICE = web.AppKey("auth_service", AuthService)
PROFILE_SERVICE = web.AppKey("profile_service", ProfileService)
