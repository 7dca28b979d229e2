from dataclasses import dataclass


@dataclass
class Profile:
    id: int
    username: str
    bio: str | None
    image: str | None
    following: bool
