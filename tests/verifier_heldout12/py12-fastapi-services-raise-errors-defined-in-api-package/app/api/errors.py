"""API errors: each carries the HTTP status and the body shape of the Conduit spec."""
from fastapi import Request
from fastapi.responses import JSONResponse


class ApiError(Exception):
    status_code = 422

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class NotFound(ApiError):
    status_code = 404


class Forbidden(ApiError):
    status_code = 403


class Unauthorized(ApiError):
    status_code = 401


async def api_error_handler(_: Request, exc: ApiError) -> JSONResponse:
    return JSONResponse(status_code=exc.status_code, content={"errors": {"body": [exc.message]}})
