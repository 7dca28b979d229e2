from fastapi import Depends, Header

from app.models import User
from app.services.auth import AuthService
from app.services.exceptions import AuthenticationError
from app.services.providers import auth_service


def _token(authorization: str | None) -> str | None:
    if authorization and authorization.startswith("Token "):
        return authorization[len("Token "):]
    return None


def current_user(authorization: str | None = Header(default=None),
                 auth: AuthService = Depends(auth_service)) -> User:
    token = _token(authorization)
    if token is None:
        raise AuthenticationError({"token": ["is missing"]})
    return auth.authenticate_token(token)


def optional_user(authorization: str | None = Header(default=None),
                  auth: AuthService = Depends(auth_service)) -> User | None:
    token = _token(authorization)
    return auth.authenticate_token(token) if token else None
