from ..extensions import db
from ..models import User


class UserRepository:
    def get_by_id(self, user_id: int) -> User | None:
        return db.session.get(User, user_id)

    def get_by_email(self, email: str) -> User | None:
        return db.session.scalar(db.select(User).where(User.email == email))

    def exists(self, username: str, email: str) -> bool:
        stmt = db.select(User.id).where((User.username == username) | (User.email == email))
        return db.session.scalar(stmt) is not None

    def add(self, user: User) -> User:
        db.session.add(user)
        db.session.commit()
        return user

    def save(self) -> None:
        db.session.commit()
