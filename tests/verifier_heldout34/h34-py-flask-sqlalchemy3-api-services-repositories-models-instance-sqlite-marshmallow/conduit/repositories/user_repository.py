from ..extensions import db
from ..models import User


class UserRepository:
    def by_id(self, user_id):
        return db.session.get(User, user_id)
