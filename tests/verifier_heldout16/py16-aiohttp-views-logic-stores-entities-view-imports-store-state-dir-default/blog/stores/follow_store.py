from sqlalchemy import exists, select

from blog.entities import Follow


async def is_following(sessions, follower_id, followee_id):
    async with sessions() as s:
        return bool(await s.scalar(select(exists().where(
            Follow.follower_id == follower_id, Follow.followee_id == followee_id))))
