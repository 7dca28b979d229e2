from dependency_injector.wiring import Provide, inject
from fastapi import Depends, Header, HTTPException

from app.containers import Container
from app.services.users import UserService


@inject
def current_user(
    authorization: str | None = Header(default=None),
    service: UserService = Depends(Provide[Container.user_service]),
):
    token = (authorization or "").removeprefix("Token ").strip()
    user = service.from_token(token) if token else None
    if user is None:
        raise HTTPException(status_code=401, detail="unauthorized")
    return user
