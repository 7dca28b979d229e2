from collections.abc import Iterator

from fastapi import Depends, Header, HTTPException

from conduit_api.container import Container, build_container
from conduit_api.db import SessionFactory
from conduit_api.models import User
from conduit_api.services.errors import ServiceError


def container() -> Iterator[Container]:
    with SessionFactory() as session:
        yield build_container(session)


def _token(authorization: str | None) -> str | None:
    if authorization and authorization.startswith("Token "):
        return authorization.removeprefix("Token ")
    return None


def current_user(authorization: str | None = Header(default=None),
                 c: Container = Depends(container)) -> User:
    token = _token(authorization)
    if token is None:
        raise HTTPException(status_code=401, detail="missing token")
    try:
        return c.users.user_from_token(token)
    except ServiceError as exc:
        raise HTTPException(status_code=exc.status_code, detail=str(exc)) from exc


def optional_user(authorization: str | None = Header(default=None),
                  c: Container = Depends(container)) -> User | None:
    token = _token(authorization)
    return c.users.user_from_token(token) if token else None
