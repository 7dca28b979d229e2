import jwt
from django.conf import settings
from django.contrib.auth.hashers import check_password, make_password

from ..repositories.members import MemberRepository


class MemberError(Exception):
    def __init__(self, message, status=422):
        super().__init__(message)
        self.status = status


class MemberService:
    def __init__(self, repo=None):
        self.repo = repo or MemberRepository()

    def token(self, member):
        return jwt.encode({"mid": member.pk}, settings.SECRET_KEY, algorithm="HS256")

    def from_token(self, raw):
        try:
            mid = jwt.decode(raw, settings.SECRET_KEY, algorithms=["HS256"])["mid"]
        except jwt.PyJWTError:
            return None
        return self.repo.get(mid)

    def register(self, username, email, password):
        if self.repo.exists(username, email):
            raise MemberError("username or email already taken")
        return self.repo.create(username=username, email=email, password=make_password(password))

    def login(self, email, password):
        member = self.repo.by_email(email)
        if member is None or not check_password(password, member.password):
            raise MemberError("invalid credentials", 401)
        return member

    def as_user(self, member):
        return {"email": member.email, "token": self.token(member), "username": member.username,
                "bio": member.bio, "image": member.image}
