"""HTTP side of the app: JSON error responses shared by the handlers."""
import json

from aiohttp import web


def _body(field: str, message: str) -> str:
    return json.dumps({"errors": {field: [message]}})


class Conflict(web.HTTPUnprocessableEntity):
    def __init__(self, field: str) -> None:
        super().__init__(text=_body(field, "has already been taken"), content_type="application/json")


class NotFound(web.HTTPNotFound):
    def __init__(self, what: str) -> None:
        super().__init__(text=_body(what, "not found"), content_type="application/json")
