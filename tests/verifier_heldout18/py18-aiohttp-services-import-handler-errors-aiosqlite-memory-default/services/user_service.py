import bcrypt

from handlers.errors import ApiError, unprocessable
from models import User
from repositories import user_repository


async def register(username, email, password):
    if not username or not email or not password:
        raise unprocessable("body", "can't be blank")
    existing = await user_repository.find_conflict(username, email)
    if existing is not None:
        field = "username" if existing.username == username else "email"
        raise ApiError(422, {field: ["has already been taken"]})
    pw = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
    return await user_repository.create(User(username=username, email=email, password_hash=pw))
