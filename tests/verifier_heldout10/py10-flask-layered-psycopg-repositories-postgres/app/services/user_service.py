import bcrypt

from app.repositories import user_repository


class UserError(Exception):
    def __init__(self, errors):
        super().__init__(errors)
        self.errors = errors


def register(username, email, password):
    if user_repository.find_by_email(email):
        raise UserError({"email": ["has already been taken"]})
    hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
    return user_repository.insert(username, email, hashed)
