from fastapi import APIRouter

from app.dependencies import CurrentUser, OptionalUser, UsersServiceDep

router = APIRouter(prefix="/profiles", tags=["profiles"])


def _out(user, following: bool) -> dict:
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                        "following": following}}


@router.get("/{username}")
def get_profile(username: str, service: UsersServiceDep, viewer: OptionalUser) -> dict:
    return _out(*service.profile(username, viewer))


@router.post("/{username}/follow")
def follow(username: str, service: UsersServiceDep, viewer: CurrentUser) -> dict:
    return _out(*service.follow(viewer, username, True))


@router.delete("/{username}/follow")
def unfollow(username: str, service: UsersServiceDep, viewer: CurrentUser) -> dict:
    return _out(*service.follow(viewer, username, False))
