from dataclasses import dataclass, field


@dataclass
class User:
    username: str
    email: str
    password_hash: str
    bio: str | None = None
    image: str | None = None
    id: int | None = None
    following: list["User"] = field(default_factory=list)
