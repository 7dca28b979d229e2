from aiohttp import web

from conduit.services import Services

SERVICES = web.AppKey("services", Services)
