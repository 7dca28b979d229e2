from conduit.extensions import db
from conduit.models import User


class UserRepository:
    def get(self, user_id: int) -> User | None:
        return db.session.get(User, user_id)

    def get_by_username(self, username: str) -> User | None:
        return User.query.filter_by(username=username).first()

    def add(self, user: User) -> User:
        db.session.add(user)
        db.session.commit()
        return user
