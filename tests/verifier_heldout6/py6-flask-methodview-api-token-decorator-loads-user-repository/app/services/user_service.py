from itsdangerous import BadSignature, URLSafeTimedSerializer
from flask import current_app
from werkzeug.security import check_password_hash, generate_password_hash

from app.models import User
from app.repositories.user_repository import UserRepository


class UserService:
    def __init__(self, repo=None):
        self.repo = repo or UserRepository()

    def _signer(self):
        return URLSafeTimedSerializer(current_app.config["SECRET_KEY"], salt="auth")

    def token_for(self, user):
        return self._signer().dumps({"id": user.id})

    def user_id_from_token(self, token, max_age=86400):
        try:
            return self._signer().loads(token, max_age=max_age)["id"]
        except BadSignature:
            return None

    def register(self, username, email, password):
        if self.repo.find_by_email(email) or self.repo.find_by_username(username):
            raise ValueError("has already been taken")
        return self.repo.add(User(username=username, email=email, password=generate_password_hash(password)))

    def authenticate(self, email, password):
        user = self.repo.find_by_email(email)
        if user and check_password_hash(user.password, password):
            return user
        return None

    def update(self, user, data):
        allowed = {k: v for k, v in data.items() if k in ("email", "username", "bio", "image")}
        if "password" in data:
            allowed["password"] = generate_password_hash(data["password"])
        return self.repo.update(user, **allowed)
