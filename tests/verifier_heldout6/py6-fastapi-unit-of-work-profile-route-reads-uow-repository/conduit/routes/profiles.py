from fastapi import APIRouter, Depends, HTTPException

from conduit.repositories.unit_of_work import UnitOfWork, get_uow
from conduit.routes.security import optional_user, required_user
from conduit.services import profiles
from conduit.services.errors import Invalid, NotFound

router = APIRouter(prefix="/profiles", tags=["profiles"])


def render(user, following: bool) -> dict:
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}


@router.get("/{username}")
async def get_profile(username: str, me=Depends(optional_user), uow: UnitOfWork = Depends(get_uow)):
    async with uow:
        target = await uow.users.get_by_username(username)
        if target is None:
            raise HTTPException(404, {"errors": {"profile": ["not found"]}})
        following = bool(me) and await uow.users.is_following(me.id, target.id)
    return render(target, following)


@router.post("/{username}/follow")
async def follow(username: str, me=Depends(required_user), uow: UnitOfWork = Depends(get_uow)):
    try:
        return render(*await profiles.follow(uow, me, username))
    except NotFound:
        raise HTTPException(404, {"errors": {"profile": ["not found"]}})
    except Invalid as exc:
        raise HTTPException(422, {"errors": {"profile": [str(exc)]}})


@router.delete("/{username}/follow")
async def unfollow(username: str, me=Depends(required_user), uow: UnitOfWork = Depends(get_uow)):
    try:
        return render(*await profiles.unfollow(uow, me, username))
    except NotFound:
        raise HTTPException(404, {"errors": {"profile": ["not found"]}})
