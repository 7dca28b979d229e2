from ..extensions import db
from ..models import User


class UserRepository:
    def get(self, user_id):
        return db.session.get(User, user_id)
