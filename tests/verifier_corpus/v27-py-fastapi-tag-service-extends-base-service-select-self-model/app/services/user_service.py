from sqlalchemy.orm import Session

from app.repositories.user_repository import UserRepository


class ProfileNotFound(Exception):
    pass


class UserService:
    def __init__(self, db: Session):
        self.users = UserRepository(db)

    def profile(self, username: str) -> dict:
        user = self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": False}
