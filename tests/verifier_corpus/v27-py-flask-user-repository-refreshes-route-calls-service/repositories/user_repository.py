from database import db_session
from models import User


class UserRepository:
    def get(self, user_id):
        return db_session.get(User, user_id)

    def save(self, user):
        db_session.add(user)
        db_session.commit()
        # pick up server-side defaults (updated_at) before handing the row back
        db_session.refresh(user)
        return user
