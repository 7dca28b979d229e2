from conduit.entities import User
from conduit.extensions import db


class UserRepository:
    def get(self, user_id: int) -> User | None:
        return db.session.get(User, user_id)

    def stage(self, user: User) -> User:
        db.session.add(user)
        return user
