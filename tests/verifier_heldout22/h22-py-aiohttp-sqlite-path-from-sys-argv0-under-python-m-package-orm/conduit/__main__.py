from aiohttp import web

from conduit.app import make_app

if __name__ == "__main__":
    web.run_app(make_app(), host="0.0.0.0", port=8080)
