from fastapi import APIRouter, Depends
from sqlalchemy.ext.asyncio import AsyncSession

from app.api.routes.auth import current_user, optional_user
from app.core.database import get_session
from app.models import User
from app.services import NotFoundError, UserRepository

router = APIRouter(prefix="/profiles", tags=["profiles"])


async def _profile(users: UserRepository, target: User, viewer: User | None) -> dict:
    following = viewer is not None and await users.is_following(viewer.id, target.id)
    return {"profile": {"username": target.username, "bio": target.bio, "image": target.image,
                        "following": following}}


async def _target(users: UserRepository, username: str) -> User:
    user = await users.get_by_username(username)
    if user is None:
        raise NotFoundError("profile not found")
    return user


@router.get("/{username}")
async def get_profile(username: str, viewer: User | None = Depends(optional_user),
                      session: AsyncSession = Depends(get_session)) -> dict:
    users = UserRepository(session)
    return await _profile(users, await _target(users, username), viewer)


@router.post("/{username}/follow")
async def follow(username: str, viewer: User = Depends(current_user),
                 session: AsyncSession = Depends(get_session)) -> dict:
    users = UserRepository(session)
    target = await _target(users, username)
    await users.follow(viewer.id, target.id)
    return await _profile(users, target, viewer)


@router.delete("/{username}/follow")
async def unfollow(username: str, viewer: User = Depends(current_user),
                   session: AsyncSession = Depends(get_session)) -> dict:
    users = UserRepository(session)
    target = await _target(users, username)
    await users.unfollow(viewer.id, target.id)
    return await _profile(users, target, viewer)
