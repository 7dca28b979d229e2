import bcrypt

from app.db import session_scope
from app.repositories.user_repository import UserRepository


class UserNotFound(Exception):
    pass


def _public(user) -> dict:
    return {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image}


class UserService:
    def current(self, user_id: int) -> dict:
        with session_scope() as session:
            user = UserRepository(session).by_id(user_id)
            if user is None:
                raise UserNotFound(user_id)
            return _public(user)

    def update(self, user_id: int, data: dict) -> dict:
        changes = dict(data)
        if "password" in changes:
            changes["password_hash"] = bcrypt.hashpw(changes.pop("password").encode(), bcrypt.gensalt()).decode()
        with session_scope() as session:
            repo = UserRepository(session)
            if repo.by_id(user_id) is None:
                raise UserNotFound(user_id)
            repo.update_fields(user_id, changes)
            session.expire_all()
            return _public(repo.by_id(user_id))
