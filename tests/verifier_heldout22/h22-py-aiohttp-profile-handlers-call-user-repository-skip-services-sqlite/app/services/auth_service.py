import hashlib

from app.repositories import user_repository


async def login(email, password):
    user = await user_repository.get_by_email(email)
    if user is None or user.password != hashlib.sha256(password.encode()).hexdigest():
        return None
    return user
