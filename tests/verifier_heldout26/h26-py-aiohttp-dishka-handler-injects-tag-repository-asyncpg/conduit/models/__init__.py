from dataclasses import dataclass


@dataclass(frozen=True)
class Profile:
    id: int
    username: str
    bio: str
    image: str | None
