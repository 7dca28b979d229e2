from flask import jsonify, request

from conduit.services.auth_service import AuthService
from conduit.services.exceptions import ServiceException

auth_service = AuthService()


def viewer():
    return auth_service.user_from_header(request.headers.get("Authorization"))


def require_viewer():
    user = viewer()
    if user is None:
        raise ServiceException("authentication required", 401)
    return user


def error(exc: ServiceException):
    return jsonify({"errors": {"body": [str(exc)]}}), exc.status_code
