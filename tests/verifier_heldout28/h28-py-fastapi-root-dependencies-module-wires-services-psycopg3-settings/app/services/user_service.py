from app.core.security import check_password, decode_token, encode_token, hash_password
from app.models import User
from app.repositories.user_repository import UserRepository
from app.services.exceptions import AuthError, ConflictError, NotFoundError


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    def serialize(self, user: User) -> dict:
        return {"email": user.email, "token": encode_token(user.id), "username": user.username,
                "bio": user.bio or "", "image": user.image}

    def profile(self, user: User, viewer: User | None) -> dict:
        return {"username": user.username, "bio": user.bio or "", "image": user.image,
                "following": bool(viewer and self.users.is_following(viewer.id, user.id))}

    def authenticate(self, token: str) -> User:
        user_id = decode_token(token)
        user = self.users.get(user_id) if user_id is not None else None
        if user is None:
            raise AuthError("token", "is invalid")
        return user

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.get_by_email(email):
            raise ConflictError("email", "has already been taken")
        if self.users.get_by_username(username):
            raise ConflictError("username", "has already been taken")
        return self.users.create(username=username, email=email, password_hash=hash_password(password), bio="")

    def login(self, email: str, password: str) -> User:
        user = self.users.get_by_email(email)
        if user is None or not check_password(password, user.password_hash):
            raise AuthError("email or password", "is invalid")
        return user

    def update(self, user: User, changes: dict) -> User:
        fields = {k: v for k, v in changes.items() if k in {"email", "username", "bio", "image"}}
        if changes.get("password"):
            fields["password_hash"] = hash_password(changes["password"])
        return self.users.update(user, **fields)

    def get_profile(self, username: str, viewer: User | None) -> dict:
        user = self.users.get_by_username(username)
        if user is None:
            raise NotFoundError("profile", "not found")
        return self.profile(user, viewer)

    def set_following(self, viewer: User, username: str, follow: bool) -> dict:
        target = self.users.get_by_username(username)
        if target is None:
            raise NotFoundError("profile", "not found")
        if follow:
            self.users.follow(viewer.id, target.id)
        else:
            self.users.unfollow(viewer.id, target.id)
        return self.profile(target, viewer)
