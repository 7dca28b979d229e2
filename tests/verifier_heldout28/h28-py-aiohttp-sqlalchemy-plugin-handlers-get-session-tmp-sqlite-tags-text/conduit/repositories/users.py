import sqlalchemy as sa

from conduit.models import User


async def by_email(session, email):
    return await session.scalar(sa.select(User).where(User.email == email))


async def by_id(session, user_id):
    return await session.get(User, user_id)


async def add(session, user):
    session.add(user)
    await session.commit()
    return user
