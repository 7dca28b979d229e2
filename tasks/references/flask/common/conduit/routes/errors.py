"""Every failure leaves as JSON in the Conduit error shape."""

from flask import Blueprint, current_app
from werkzeug.exceptions import HTTPException, InternalServerError

from conduit.services.errors import (
    Forbidden,  # feature-line: articles
    NotAuthenticated,
    NotFound,
    ServiceError,
    ValidationFailed,
)

bp = Blueprint("errors", __name__)

STATUS = {
    ValidationFailed: 422,
    NotAuthenticated: 401,
    Forbidden: 403,  # feature-line: articles
    NotFound: 404,
}


def error_body(*messages: str) -> dict:
    return {"errors": {"body": list(messages)}}


@bp.app_errorhandler(ServiceError)
def service_error(error: ServiceError):
    return error_body(*error.messages), STATUS[type(error)]


@bp.app_errorhandler(HTTPException)
def http_error(error: HTTPException):
    # Keep headers such as Allow on a 405; the body becomes JSON.
    headers = [(k, v) for k, v in error.get_headers() if k.lower() != "content-type"]
    return error_body(error.description or error.name), error.code, headers


@bp.app_errorhandler(Exception)
def unexpected_error(error: Exception):
    current_app.logger.exception("unhandled error", exc_info=error)
    return error_body(InternalServerError.description), 500
