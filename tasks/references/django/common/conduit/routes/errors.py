"""Service failures and unknown URLs become {"errors": {"body": [...]}} JSON responses."""

from django.http import HttpRequest, JsonResponse

from conduit.security import TOKEN_SCHEME
from conduit.services.errors import (
    Forbidden,  # feature-line: articles
    NotFound,
    ServiceError,
    Unauthorized,
    ValidationFailed,
)

STATUS = {
    ValidationFailed: 422,
    Unauthorized: 401,
    Forbidden: 403,  # feature-line: articles
    NotFound: 404,
}


def error_response(status: int, *messages: str) -> JsonResponse:
    response = JsonResponse({"errors": {"body": list(messages)}}, status=status)
    if status == 401:
        response["WWW-Authenticate"] = TOKEN_SCHEME
    return response


class ServiceErrorMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest):
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> JsonResponse | None:
        if isinstance(exception, ServiceError):
            return error_response(STATUS[type(exception)], *exception.messages)
        return None


def not_found(request: HttpRequest, exception: Exception) -> JsonResponse:
    return error_response(404, "not found")


def server_error(request: HttpRequest) -> JsonResponse:
    return error_response(500, "internal server error")
