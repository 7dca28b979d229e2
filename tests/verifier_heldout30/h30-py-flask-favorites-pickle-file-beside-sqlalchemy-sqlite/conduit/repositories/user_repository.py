from conduit.extensions import db
from conduit.models import User


class UserRepository:
    def get(self, user_id: int) -> User | None:
        return db.session.get(User, user_id)

    def by_email(self, email: str) -> User | None:
        return db.session.scalar(db.select(User).where(User.email == email))

    def add(self, user: User) -> User:
        db.session.add(user)
        db.session.commit()
        return user
