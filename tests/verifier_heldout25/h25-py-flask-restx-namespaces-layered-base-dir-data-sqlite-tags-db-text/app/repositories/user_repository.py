from ..extensions import db
from ..models import User


class UserRepository:
    def get(self, user_id: int) -> User | None:
        return db.session.get(User, user_id)

    def by_email(self, email: str) -> User | None:
        return db.session.scalar(db.select(User).filter_by(email=email))

    def create(self, **fields) -> User:
        user = User(**fields)
        db.session.add(user)
        db.session.commit()
        return user
