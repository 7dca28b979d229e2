import bcrypt

from conduit.models import User
from conduit.repositories.user_repository import UserRepository
from conduit.services.errors import Invalid


class UserService:
    def __init__(self, users=None):
        self.users = users or UserRepository()

    def by_id(self, user_id):
        return self.users.get(int(user_id))

    def register(self, data):
        if self.users.get_by_email(data["email"]):
            raise Invalid({"email": ["has already been taken"]})
        hashed = bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode()
        return self.users.add(User(username=data["username"], email=data["email"], password_hash=hashed))
