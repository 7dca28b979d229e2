from aiohttp import web

routes = web.RouteTableDef()
