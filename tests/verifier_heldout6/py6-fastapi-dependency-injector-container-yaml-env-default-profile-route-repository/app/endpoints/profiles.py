from dependency_injector.wiring import Provide, inject
from fastapi import APIRouter, Depends, Header, HTTPException

from app.containers import Container
from app.endpoints.auth import current_user
from app.repositories.users import UserRepository
from app.services.users import UserService

router = APIRouter(prefix="/profiles")


def profile(user, following: bool) -> dict:
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}


@router.get("/{username}")
@inject
def get_profile(
    username: str,
    authorization: str | None = Header(default=None),
    users: UserRepository = Depends(Provide[Container.user_repository]),
    service: UserService = Depends(Provide[Container.user_service]),
):
    target = users.by_username(username)
    if target is None:
        raise HTTPException(404, {"errors": {"profile": ["not found"]}})
    viewer = service.from_token(authorization.removeprefix("Token ").strip()) if authorization else None
    return profile(target, bool(viewer) and users.is_following(viewer.id, username))


@router.post("/{username}/follow")
@inject
def follow(username: str, me=Depends(current_user), service: UserService = Depends(Provide[Container.user_service])):
    try:
        return profile(service.follow(me, username, True), True)
    except LookupError:
        raise HTTPException(404, {"errors": {"profile": ["not found"]}})


@router.delete("/{username}/follow")
@inject
def unfollow(username: str, me=Depends(current_user), service: UserService = Depends(Provide[Container.user_service])):
    try:
        return profile(service.follow(me, username, False), False)
    except LookupError:
        raise HTTPException(404, {"errors": {"profile": ["not found"]}})
