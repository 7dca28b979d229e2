import jwt
from werkzeug.security import check_password_hash, generate_password_hash

from conduit.models import User


class AuthError(Exception):
    pass


class UserService:
    def __init__(self, users, secret: str):
        self.users = users
        self.secret = secret

    def register(self, username: str, email: str, password: str) -> dict:
        user = self.users.add(User(username=username, email=email, password_hash=generate_password_hash(password)))
        return self._to_dict(user)

    def login(self, email: str, password: str) -> dict:
        user = self.users.get_by_email(email)
        if user is None or not check_password_hash(user.password_hash, password):
            raise AuthError("email or password is invalid")
        return self._to_dict(user)

    def current(self, token: str) -> dict:
        payload = jwt.decode(token, self.secret, algorithms=["HS256"])
        user = self.users.get_by_id(payload["sub"])
        if user is None:
            raise AuthError("unknown user")
        return self._to_dict(user)

    def user_id_from_token(self, token: str) -> int:
        return jwt.decode(token, self.secret, algorithms=["HS256"])["sub"]

    def _to_dict(self, user: User) -> dict:
        token = jwt.encode({"sub": user.id}, self.secret, algorithm="HS256")
        return {"username": user.username, "email": user.email, "bio": user.bio, "image": user.image, "token": token}
