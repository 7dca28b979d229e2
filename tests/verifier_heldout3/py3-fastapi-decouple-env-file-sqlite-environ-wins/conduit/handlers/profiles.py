from fastapi import APIRouter, Depends

from conduit.entities import User
from conduit.handlers.auth import optional_user, required_user
from conduit.use_cases.accounts import Accounts
from conduit.use_cases.factory import accounts

router = APIRouter(prefix="/profiles")


def _profile(user: User, following: bool) -> dict:
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}


@router.get("/{username}")
def show(username: str, viewer: User | None = Depends(optional_user), acc: Accounts = Depends(accounts)) -> dict:
    return _profile(*acc.profile(username, viewer))


@router.post("/{username}/follow")
def follow(username: str, viewer: User = Depends(required_user), acc: Accounts = Depends(accounts)) -> dict:
    return _profile(*acc.set_follow(viewer, username, True))


@router.delete("/{username}/follow")
def unfollow(username: str, viewer: User = Depends(required_user), acc: Accounts = Depends(accounts)) -> dict:
    return _profile(*acc.set_follow(viewer, username, False))
