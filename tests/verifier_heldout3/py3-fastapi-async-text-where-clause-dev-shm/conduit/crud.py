from sqlalchemy import delete, select, text
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import Follow, User


async def user_by_email(db: AsyncSession, email: str) -> User | None:
    # emails are compared case-insensitively, like most sign-in forms do
    stmt = select(User).where(text("lower(users.email) = lower(:email)")).params(email=email)
    return (await db.execute(stmt)).scalar_one_or_none()


async def user_by_username(db: AsyncSession, username: str) -> User | None:
    return (await db.execute(select(User).where(User.username == username))).scalar_one_or_none()


async def user_by_id(db: AsyncSession, user_id: int) -> User | None:
    return await db.get(User, user_id)


async def create_user(db: AsyncSession, **fields) -> User:
    user = User(**fields)
    db.add(user)
    await db.commit()
    return user


async def is_following(db: AsyncSession, follower_id: int, followed_id: int) -> bool:
    stmt = select(Follow.id).where(Follow.follower_id == follower_id, Follow.followed_id == followed_id)
    return (await db.execute(stmt)).first() is not None


async def set_following(db: AsyncSession, follower_id: int, followed_id: int, on: bool) -> None:
    if on and not await is_following(db, follower_id, followed_id):
        db.add(Follow(follower_id=follower_id, followed_id=followed_id))
    elif not on:
        await db.execute(delete(Follow).where(Follow.follower_id == follower_id,
                                              Follow.followed_id == followed_id))
    await db.commit()
