from sqlalchemy import delete, select

from app.database import SessionMaker
from app.models import Follow, User


async def get_by_username(username):
    async with SessionMaker() as s:
        return await s.scalar(select(User).where(User.username == username))


async def get_by_email(email):
    async with SessionMaker() as s:
        return await s.scalar(select(User).where(User.email == email))


async def is_following(follower_id, followee_id):
    async with SessionMaker() as s:
        return await s.get(Follow, (follower_id, followee_id)) is not None


async def set_follow(follower_id, followee_id, on):
    async with SessionMaker() as s:
        if on:
            await s.merge(Follow(follower_id=follower_id, followee_id=followee_id))
        else:
            await s.execute(delete(Follow).where(Follow.follower_id == follower_id,
                                                 Follow.followee_id == followee_id))
        await s.commit()
