from aiohttp import web

from conduit.services.tag_service import TagService

TAG_SERVICE = web.AppKey("tag_service", TagService)
