"""What handlers take from the application and the request: services and the caller's identity."""

from aiohttp import web

from conduit.errors import Unauthorized
from conduit.services import Services

SERVICES = web.AppKey("services", Services)
VIEWER_ID = web.RequestKey("viewer_id", int)


def services(request: web.Request) -> Services:
    return request.app[SERVICES]


def viewer_id(request: web.Request) -> int | None:
    """The authenticated caller's user id, or None for an anonymous request."""
    return request.get(VIEWER_ID)


def user_id(request: web.Request) -> int:
    """The authenticated caller's user id, for endpoints that require authentication."""
    caller = viewer_id(request)
    if caller is None:
        raise Unauthorized("authentication required")
    return caller
