import bcrypt

from conduit.repositories import users


class Conflict(Exception):
    pass


def register(username: str, email: str, password: str) -> dict:
    if users.find_by_email(email) or users.find_by_username(username):
        raise Conflict("username or email already taken")
    hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
    row = users.insert(username, email, hashed)
    return {"username": row.username, "email": row.email, "bio": row.bio, "image": row.image}
