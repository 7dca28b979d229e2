from sqlalchemy import select

from blog.handlers.schemas import ProfileOut
from blog.models import Follow, User


class ProfileRepository:
    def __init__(self, sessions):
        self.sessions = sessions

    async def profile(self, username, viewer_id=None):
        async with self.sessions() as s:
            user = await s.scalar(select(User).where(User.username == username))
            if user is None:
                return None
            following = False
            if viewer_id:
                following = await s.get(Follow, (viewer_id, user.id)) is not None
            return ProfileOut(username=user.username, bio=user.bio, image=user.image,
                              following=following)
