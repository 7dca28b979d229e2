from fastapi import Depends, Header

from ..container import auth_service
from ..services.auth_service import AuthService
from ..services.errors import AuthenticationError


def current_user(authorization: str | None = Header(None), auth: AuthService = Depends(auth_service)):
    if not authorization or not authorization.startswith("Token "):
        raise AuthenticationError("missing token")
    return auth.identify(authorization[len("Token "):])
