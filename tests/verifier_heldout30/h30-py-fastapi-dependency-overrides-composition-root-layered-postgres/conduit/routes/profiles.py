from fastapi import APIRouter

from conduit.routes.dependencies import CurrentUser, Users, Viewer

router = APIRouter()


def _out(user, following: bool) -> dict:
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}


@router.get("/profiles/{username}")
async def get_profile(username: str, users: Users, viewer: Viewer):
    return _out(*await users.profile(username, viewer))


@router.post("/profiles/{username}/follow")
async def follow(username: str, users: Users, viewer: CurrentUser):
    return _out(*await users.follow(viewer, username))


@router.delete("/profiles/{username}/follow")
async def unfollow(username: str, users: Users, viewer: CurrentUser):
    return _out(*await users.unfollow(viewer, username))
