from dataclasses import dataclass


@dataclass
class User:
    username: str
    email: str
    password_hash: str
    bio: str = ""
    image: str | None = None
    id: int | None = None
