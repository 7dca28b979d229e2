from fastapi import APIRouter, Depends

from ...usecases.profiles import Profiles
from .security import optional_user, required_user

router = APIRouter(tags=["profiles"])
profiles = Profiles()


@router.get("/profiles/{username}")
async def show(username: str, viewer=Depends(optional_user)):
    return {"profile": await profiles.show(username, viewer)}


@router.post("/profiles/{username}/follow")
async def follow(username: str, viewer=Depends(required_user)):
    return {"profile": await profiles.follow(viewer, username)}


@router.delete("/profiles/{username}/follow")
async def unfollow(username: str, viewer=Depends(required_user)):
    return {"profile": await profiles.unfollow(viewer, username)}
