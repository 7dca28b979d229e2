from db.session import SessionLocal
from models import User


class UserRepository:
    def get_by_username(self, username):
        with SessionLocal() as s:
            return s.query(User).filter_by(username=username).one_or_none()
