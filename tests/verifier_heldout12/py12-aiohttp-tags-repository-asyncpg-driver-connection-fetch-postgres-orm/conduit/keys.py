from aiohttp import web
from sqlalchemy.ext.asyncio import AsyncEngine

from conduit.config import Config
from conduit.services.container import Services

CONFIG = web.AppKey("config", Config)
ENGINE = web.AppKey("engine", AsyncEngine)
SERVICES = web.AppKey("services", Services)
