"""Every error leaves as {"errors": {"body": [...]}}, the Conduit error shape."""

from fastapi import FastAPI, Request, status
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException

# feature-begin: articles
from conduit.services.errors import Forbidden, Invalid, NotFound, ServiceError, Unauthorized
# feature-else: articles
# from conduit.services.errors import Invalid, NotFound, ServiceError, Unauthorized
# feature-end: articles

_STATUS = {
    Invalid: status.HTTP_422_UNPROCESSABLE_CONTENT,
    Unauthorized: status.HTTP_401_UNAUTHORIZED,
    Forbidden: status.HTTP_403_FORBIDDEN,  # feature-line: articles
    NotFound: status.HTTP_404_NOT_FOUND,
}


def _errors(status_code: int, messages: list[str]) -> JSONResponse:
    headers = {"WWW-Authenticate": "Token"} if status_code == status.HTTP_401_UNAUTHORIZED else None
    return JSONResponse({"errors": {"body": messages}}, status_code=status_code, headers=headers)


def _describe(error: dict) -> str:
    source, *field = error["loc"]
    if error["type"] == "json_invalid":  # its loc ends in a character offset, not a field
        return f"{source}: {error['msg']}"
    # Name the field itself, not where it came from ("body", "query", "path").
    return f"{'.'.join(map(str, field)) or source}: {error['msg']}"


async def _service_error(request: Request, error: ServiceError) -> JSONResponse:
    return _errors(_STATUS[type(error)], error.messages)


async def _validation_error(request: Request, error: RequestValidationError) -> JSONResponse:
    return _errors(status.HTTP_422_UNPROCESSABLE_CONTENT, [_describe(e) for e in error.errors()])


async def _http_error(request: Request, error: HTTPException) -> JSONResponse:
    response = _errors(error.status_code, [str(error.detail)])
    response.headers.update(error.headers or {})
    return response


def install(app: FastAPI) -> None:
    app.add_exception_handler(ServiceError, _service_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(HTTPException, _http_error)
