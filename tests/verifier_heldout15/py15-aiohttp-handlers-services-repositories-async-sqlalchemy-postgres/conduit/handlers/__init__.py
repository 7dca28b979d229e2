from aiohttp import web

from conduit.handlers import articles, health, profiles

routes = web.RouteTableDef()
routes._items.extend(health.routes)
routes._items.extend(profiles.routes)
routes._items.extend(articles.routes)
