from typing import TYPE_CHECKING

from aiohttp import web

if TYPE_CHECKING:
    from conduit.use_cases import Services

SERVICES: "web.AppKey[Services]" = web.AppKey("services")
