from conduit.extensions import db
from conduit.models import User


class UserRepository:
    def get(self, user_id: int) -> User | None:
        return db.session.get(User, user_id)

    def by_email(self, email: str) -> User | None:
        return db.session.execute(db.select(User).filter_by(email=email)).scalar_one_or_none()

    def by_username(self, username: str) -> User | None:
        return db.session.execute(db.select(User).filter_by(username=username)).scalar_one_or_none()

    def create(self, **fields) -> User:
        user = User(**fields)
        db.session.add(user)
        db.session.commit()
        return user

    def save(self, user: User) -> User:
        db.session.commit()
        return user
