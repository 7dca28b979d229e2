from fastapi import APIRouter, Depends

from conduit_api.api.deps import container, current_user, optional_user
from conduit_api.container import Container
from conduit_api.models import User

router = APIRouter(tags=["profiles"])


def _profile_out(user: User, following: bool) -> dict:
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                        "following": following}}


@router.get("/profiles/{username}")
def get_profile(username: str, viewer: User | None = Depends(optional_user),
                c: Container = Depends(container)) -> dict:
    return _profile_out(*c.users.profile(username, viewer))


@router.post("/profiles/{username}/follow")
def follow(username: str, viewer: User = Depends(current_user), c: Container = Depends(container)) -> dict:
    return _profile_out(*c.users.follow(viewer, username, True))


@router.delete("/profiles/{username}/follow")
def unfollow(username: str, viewer: User = Depends(current_user), c: Container = Depends(container)) -> dict:
    return _profile_out(*c.users.follow(viewer, username, False))
