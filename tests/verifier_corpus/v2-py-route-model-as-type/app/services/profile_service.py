from sqlalchemy.orm import Session

from app.models.user import User
from app.repositories.user_repository import UserRepository


class ProfileService:
    def __init__(self, session: Session) -> None:
        self.users = UserRepository(session)

    def profile(self, username: str) -> User | None:
        return self.users.by_username(username)

    def update_bio(self, username: str, bio: str) -> User | None:
        user = self.users.by_username(username)
        if user is not None:
            user.bio = bio
            self.users.save(user)
        return user
