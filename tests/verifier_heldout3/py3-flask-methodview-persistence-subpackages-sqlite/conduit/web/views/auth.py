from flask import request

from conduit.domain.services.errors import DomainError
from conduit.domain.services.user_service import UserService
from conduit.persistence.models import User


def token_from_header() -> str | None:
    header = request.headers.get("Authorization", "")
    return header[6:] if header.startswith("Token ") else None


def require_user() -> User:
    token = token_from_header()
    if token is None:
        raise DomainError("missing authorization", 401)
    return UserService().from_token(token)
