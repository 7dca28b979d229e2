from aiohttp import web

from conduit.repositories.users import UserRepository
from conduit.services.users import UserService

USER_REPOSITORY = web.AppKey("user_repository", UserRepository)
USER_SERVICE = web.AppKey("user_service", UserService)
