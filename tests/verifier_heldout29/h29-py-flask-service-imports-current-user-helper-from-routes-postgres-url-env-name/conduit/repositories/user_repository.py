from ..extensions import db
from ..models import User


class UserRepository:
    def by_id(self, user_id: int) -> User | None:
        return db.session.get(User, user_id)
