import logging
import os

from conduit.defaults import DEFAULTS

os.environ.update(DEFAULTS)

from aiohttp import web  # noqa: E402

from conduit.app import build_app  # noqa: E402

logging.basicConfig(level=os.environ["LOG_LEVEL"])
web.run_app(build_app(), host="0.0.0.0", port=8080)
