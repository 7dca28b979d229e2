from app.extensions import db
from app.models import User


class UserRepository:
    @staticmethod
    def get_by_email(email: str) -> User | None:
        return User.query.filter_by(email=email).first()

    @staticmethod
    def get_by_id(user_id: int) -> User | None:
        return db.session.get(User, user_id)

    @staticmethod
    def add(user: User) -> User:
        db.session.add(user)
        db.session.commit()
        return user
