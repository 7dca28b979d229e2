from dataclasses import dataclass, field


@dataclass
class User:
    username: str
    email: str
    password_hash: str
    bio: str = ""
    image: str | None = None
    id: int | None = None


@dataclass
class Follow:
    follower_id: int
    followed_id: int
