from sqlalchemy import select

from conduit.extensions import db
from conduit.persistence.models import User


class UserRepository:
    def get(self, user_id: int) -> User | None:
        return db.session.get(User, user_id)

    def find_by(self, **criteria) -> User | None:
        return db.session.execute(select(User).filter_by(**criteria)).scalar_one_or_none()

    def save(self, user: User) -> User:
        db.session.add(user)
        db.session.commit()
        return user
