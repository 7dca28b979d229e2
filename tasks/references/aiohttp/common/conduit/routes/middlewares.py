from aiohttp import hdrs, web
from aiohttp.typedefs import Handler

from conduit.errors import (
    ConduitError,
    Forbidden,  # feature-line: articles
    NotFound,
    Unauthorized,
    ValidationFailed,
)
from conduit.routes.context import VIEWER_ID
from conduit.security import InvalidToken, decode_token, token_from_header

STATUS = {
    ValidationFailed: 422,
    Unauthorized: 401,
    Forbidden: 403,  # feature-line: articles
    NotFound: 404,
}


def error_response(status: int, messages: list[str]) -> web.Response:
    return web.json_response({"errors": {"body": messages}}, status=status)


@web.middleware
async def errors(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Every failure leaves as JSON in the `{"errors": {"body": [...]}}` shape."""
    try:
        return await handler(request)
    except ConduitError as error:
        return error_response(STATUS[type(error)], error.messages)
    except web.HTTPException as error:
        if error.status < 400:
            raise
        response = error_response(error.status, [error.reason])
        if allow := error.headers.get(hdrs.ALLOW):
            response.headers[hdrs.ALLOW] = allow
        return response


@web.middleware
async def authentication(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Identify the caller from `Authorization: Token <jwt>`; a bad token is refused outright."""
    try:
        token = token_from_header(request.headers.get(hdrs.AUTHORIZATION))
        if token is not None:
            request[VIEWER_ID] = decode_token(token)
    except InvalidToken as error:
        raise Unauthorized(f"invalid token: {error}") from error
    return await handler(request)


# Outermost first: authentication failures are rendered by `errors`.
MIDDLEWARES = [errors, authentication]
