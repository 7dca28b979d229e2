from aiohttp import web

from conduit.app import create_app
from conduit.settings import PORT

web.run_app(create_app(), host="0.0.0.0", port=PORT)
