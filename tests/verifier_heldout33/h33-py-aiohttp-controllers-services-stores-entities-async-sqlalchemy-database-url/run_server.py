from aiohttp import web

from realworld.bootstrap import build_app

if __name__ == "__main__":
    web.run_app(build_app(), host="0.0.0.0", port=8080)
