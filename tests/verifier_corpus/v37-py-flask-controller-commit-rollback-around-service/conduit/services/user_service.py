from werkzeug.security import generate_password_hash

from conduit.repositories.user_repository import UserRepository

EDITABLE = ("username", "email", "bio", "image")


class UserNotFound(Exception):
    pass


class UserService:
    def __init__(self, users: UserRepository | None = None):
        self.users = users or UserRepository()

    def update(self, user_id: int, changes: dict):
        user = self.users.get(user_id)
        if user is None:
            raise UserNotFound(user_id)
        for field in EDITABLE:
            if field in changes:
                setattr(user, field, changes[field])
        if changes.get("password"):
            user.password_hash = generate_password_hash(changes["password"])
        return self.users.stage(user)
