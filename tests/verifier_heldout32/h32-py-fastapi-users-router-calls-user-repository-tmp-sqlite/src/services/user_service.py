from passlib.hash import pbkdf2_sha256

from src.repositories.user_repository import UserRepository


class EmailTaken(Exception):
    pass


class UserService:
    def __init__(self, repo: UserRepository):
        self.repo = repo

    def register(self, username: str, email: str, password: str):
        if self.repo.get_by_email(email):
            raise EmailTaken(email)
        return self.repo.create(username=username, email=email,
                                hashed_password=pbkdf2_sha256.hash(password))
