from fastapi import APIRouter, Depends

from app.dependencies import optional_user, required_user, user_service
from app.services.user_service import UserService

router = APIRouter(tags=["profiles"])


@router.get("/profiles/{username}")
def get_profile(username: str, viewer=Depends(optional_user), users: UserService = Depends(user_service)):
    return {"profile": users.get_profile(username, viewer)}


@router.post("/profiles/{username}/follow")
def follow(username: str, viewer=Depends(required_user), users: UserService = Depends(user_service)):
    return {"profile": users.set_following(viewer, username, True)}


@router.delete("/profiles/{username}/follow")
def unfollow(username: str, viewer=Depends(required_user), users: UserService = Depends(user_service)):
    return {"profile": users.set_following(viewer, username, False)}
