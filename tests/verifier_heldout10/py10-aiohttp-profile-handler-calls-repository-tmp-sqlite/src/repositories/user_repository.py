from sqlalchemy import delete, exists, insert, select

from src.models import User, follows


class UserRepository:
    def __init__(self, sessionmaker):
        self.sessionmaker = sessionmaker

    async def by_username(self, username):
        async with self.sessionmaker() as s:
            return await s.scalar(select(User).where(User.username == username))

    async def by_token(self, token):
        async with self.sessionmaker() as s:
            return await s.scalar(select(User).where(User.token == token))

    async def is_following(self, follower_id, followee_id):
        async with self.sessionmaker() as s:
            return bool(await s.scalar(select(exists().where(
                follows.c.follower_id == follower_id, follows.c.followee_id == followee_id))))

    async def follow(self, follower_id, followee_id):
        async with self.sessionmaker.begin() as s:
            await s.execute(insert(follows).values(follower_id=follower_id, followee_id=followee_id))

    async def unfollow(self, follower_id, followee_id):
        async with self.sessionmaker.begin() as s:
            await s.execute(delete(follows).where(follows.c.follower_id == follower_id,
                                                  follows.c.followee_id == followee_id))
