from dataclasses import dataclass


@dataclass
class User:
    username: str
    email: str
    password_hash: str
    id: int | None = None
    bio: str | None = None
    image: str | None = None
