from app.core.security import create_token, hash_password, verify_password
from app.repositories.user_repository import UserRepository
from app.services.errors import Conflict, InvalidCredentials, NotFound


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    def _out(self, user):
        return {"email": user.email, "token": create_token(user.id), "username": user.username,
                "bio": user.bio, "image": user.image}

    def register(self, username, email, password):
        if self.users.by_email(email) or self.users.by_username(username):
            raise Conflict("username or email already taken")
        return self._out(self.users.create(username, email, hash_password(password)))

    def login(self, email, password):
        user = self.users.by_email(email)
        if user is None or not verify_password(password or "", user.hashed_password):
            raise InvalidCredentials()
        return self._out(user)

    def current(self, user_id):
        user = self.users.get(user_id)
        if user is None:
            raise NotFound()
        return self._out(user)
