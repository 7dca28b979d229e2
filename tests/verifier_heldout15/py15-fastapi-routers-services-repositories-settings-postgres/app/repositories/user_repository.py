from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models.user import Follow, User


class UserRepository:
    def __init__(self, session: Session):
        self.session = session

    def get(self, user_id):
        return self.session.get(User, user_id)

    def by_email(self, email):
        return self.session.scalar(select(User).where(User.email == email))

    def by_username(self, username):
        return self.session.scalar(select(User).where(User.username == username))

    def create(self, username, email, hashed_password):
        user = User(username=username, email=email, hashed_password=hashed_password)
        self.session.add(user)
        self.session.commit()
        return user

    def is_following(self, follower_id, followed_id):
        return self.session.get(Follow, (follower_id, followed_id)) is not None
